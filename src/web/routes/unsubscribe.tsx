import { Form, Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/unsubscribe";
import { loadUnsubscribePage, submitUnsubscribe } from "./unsubscribe.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Unsubscribe · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export function loader({ context, request, url }: Route.LoaderArgs) {
  return loadUnsubscribePage(pageOf(context).runtime, url, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return submitUnsubscribe(pageOf(context).runtime, request);
}

/** Where the link to Settings sits in the sentence, in the page's language. */
const SETTINGS_MARK = "\u0000";

/** The page of the unsubscribe link in alert e-mails, in the site's layout; works without JavaScript. */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const text = useMessageText();
  const page = actionData ?? loaderData;
  const noMore = t("You will no longer receive e-mails about new contract opportunities.");
  const [beforeLink, afterLink] = t("You can switch them back on in {settings}.", {
    settings: SETTINGS_MARK,
  }).split(SETTINGS_MARK);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      {page.state === "confirm" ? (
        <>
          <h1 className="text-2xl font-bold text-stone-900">
            {t("Unsubscribe from contract opportunity alerts?")}
          </h1>
          <p className="mt-3 text-stone-700">
            {`${noMore} ${t("You can switch them back on in Settings, Privacy & Notifications.")}`}
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={page.token} />
            <Button type="submit">{t("Unsubscribe")}</Button>
          </Form>
        </>
      ) : page.state === "done" ? (
        <>
          <h1 className="text-2xl font-bold text-stone-900">{t("You are unsubscribed")}</h1>
          <p className="mt-3 text-stone-700">
            {`${noMore} ${beforeLink}`}
            <Link to="/settings?tab=privacy" className="text-brand-700 underline">
              {t("Settings")}
            </Link>
            {afterLink}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-stone-900">{t("Link not valid")}</h1>
          <p className="mt-3 text-stone-700">{text(page.message)}</p>
          <p className="mt-3">
            <Link to="/settings?tab=privacy" className="text-brand-700 underline">
              {t("Open Settings")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
