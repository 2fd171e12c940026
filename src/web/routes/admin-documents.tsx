import { PlaceholderPage } from "~/web/app-shell/placeholder-page";
import { requireAdminPage } from "~/web/features/auth/guards.server";
import type { Route } from "./+types/admin-documents";

export const meta: Route.MetaFunction = () => [{ title: "Document Management · Ujamaa" }];

export function loader({ context }: Route.LoaderArgs) {
  requireAdminPage(context.actor);
  return null;
}

export default function Page() {
  return (
    <PlaceholderPage title="Document Management">Manage certification template documents.</PlaceholderPage>
  );
}
