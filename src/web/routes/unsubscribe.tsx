import { Form, Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/unsubscribe";
import { loadUnsubscribePage, submitUnsubscribe } from "./unsubscribe.server";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export function loader({ context, url }: Route.LoaderArgs) {
  return loadUnsubscribePage(pageOf(context).runtime, url);
}

export function action({ context, request }: Route.ActionArgs) {
  return submitUnsubscribe(pageOf(context).runtime, request);
}

const NO_MORE = "You will no longer receive e-mails about new contract opportunities.";

/** The page of the unsubscribe link in alert e-mails, in the site's layout; works without JavaScript. */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      {page.state === "confirm" ? (
        <>
          <h1 className="text-2xl font-bold text-stone-900">Unsubscribe from contract opportunity alerts?</h1>
          <p className="mt-3 text-stone-700">
            {NO_MORE} You can switch them back on in Settings, Privacy &amp; Notifications.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={page.token} />
            <Button type="submit">Unsubscribe</Button>
          </Form>
        </>
      ) : page.state === "done" ? (
        <>
          <h1 className="text-2xl font-bold text-stone-900">You are unsubscribed</h1>
          <p className="mt-3 text-stone-700">
            {NO_MORE} You can switch them back on in{" "}
            <Link to="/settings?tab=privacy" className="text-brand-700 underline">
              Settings
            </Link>
            .
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-stone-900">Link not valid</h1>
          <p className="mt-3 text-stone-700">{page.message}</p>
          <p className="mt-3">
            <Link to="/settings?tab=privacy" className="text-brand-700 underline">
              Open Settings
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
