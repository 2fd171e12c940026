import { PlaceholderPage } from "~/web/app-shell/placeholder-page";
import { requireUserPage } from "~/web/features/auth/guards.server";
import type { Route } from "./+types/certification";

export const meta: Route.MetaFunction = () => [{ title: "Certification Management · Ujamaa" }];

export function loader({ context }: Route.LoaderArgs) {
  requireUserPage(context.actor);
  return null;
}

export default function Page() {
  return (
    <PlaceholderPage title="Certification Management">
      Apply for and renew the certification of your businesses.
    </PlaceholderPage>
  );
}
