import { PlaceholderPage } from "~/web/app-shell/placeholder-page";
import { requireUserPage } from "~/web/features/auth/guards.server";
import type { Route } from "./+types/storefront-manager";

export const meta: Route.MetaFunction = () => [{ title: "Storefront Manager · Ujamaa" }];

export function loader({ context }: Route.LoaderArgs) {
  requireUserPage(context.actor);
  return null;
}

export default function Page() {
  return <PlaceholderPage title="Storefront Manager">Create and manage your storefronts.</PlaceholderPage>;
}
