import { PlaceholderPage } from "~/web/app-shell/placeholder-page";
import { requireUserPage } from "~/web/features/auth/guards.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Business Dashboard · Ujamaa" }];

export function loader({ context }: Route.LoaderArgs) {
  requireUserPage(context.actor);
  return null;
}

export default function Page() {
  return (
    <PlaceholderPage title="Business Dashboard">
      Manage your business listings, certification and storefront.
    </PlaceholderPage>
  );
}
