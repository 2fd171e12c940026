import { requireAdminPage } from "~/web/features/auth/guards.server";
import { PlaceholderPage } from "~/web/features/navigation/placeholder-page";
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
