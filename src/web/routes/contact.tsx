import { data } from "react-router";
import { ContactDetails } from "~/web/features/contact/contact-details";
import { ContactForm } from "~/web/features/contact/contact-form";
import { useT } from "~/web/features/languages/language-context";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/contact";
import { loadContactPage, submitContactForm } from "./contact.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    { title: args.loaderData?.title ?? "Contact · Ujamaa" },
    {
      name: "description",
      content:
        args.loaderData?.description ??
        "Write to the Ujamaa team, call us or send us a message. We reply within two business days.",
    },
  ]);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContactPage(pageOf(context).actor, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await submitContactForm(
    pageOf(context).runtime,
    pageOf(context).actor,
    pageOf(context).clientAddress,
    request,
  );
  return data(result, { status });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{t("Contact Us")}</h1>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-700">
        {t(
          "Questions about a listing, certification or your account? Send us a message or reach us directly.",
        )}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <ContactForm defaults={loaderData.defaults} result={actionData} />
      </div>
    </div>
  );
}
