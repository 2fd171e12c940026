import { Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { applicationPath } from "~/web/features/certification/certification-path";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/renew";
import { signedInOf } from "./page-guards.server";
import { loadRenewPage } from "./renew.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Renew a certification · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadRenewPage(pageOf(context).runtime, signedInOf(context), params.businessId);
  const t = pageTranslator(request, ["certification"]);
  return {
    ...page,
    title: t("Renew a certification · Ujamaa"),
    messages: pageMessages(request, ["certification"]),
  };
}

/** Shown only when the renewal cannot start: why, and the way on (the application page). */
export default function Renew({ loaderData }: Route.ComponentProps) {
  const { businessId, message } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <h1 className="text-2xl font-bold text-stone-900">
        {t("This certification cannot be renewed by payment")}
      </h1>
      <p role="alert" className="mt-3 text-stone-700">
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to={applicationPath(businessId)}>{t("Open the application page")}</Link>
      </Button>
    </div>
  );
}
