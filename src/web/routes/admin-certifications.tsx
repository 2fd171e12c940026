import { PlaceholderPage } from "~/web/app-shell/placeholder-page";
import { requireAdminPage } from "~/web/features/auth/guards.server";
import type { Route } from "./+types/admin-certifications";

export const meta: Route.MetaFunction = () => [{ title: "Certification Management · Ujamaa" }];

export function loader({ context }: Route.LoaderArgs) {
  requireAdminPage(context.actor);
  return null;
}

export default function Page() {
  return (
    <PlaceholderPage title="Certification Management">
      Review pending certification applications.
    </PlaceholderPage>
  );
}
