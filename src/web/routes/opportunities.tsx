import { PlaceholderPage } from "~/web/app-shell/placeholder-page";
import type { Route } from "./+types/opportunities";

export const meta: Route.MetaFunction = () => [{ title: "Contract Opportunities · Ujamaa" }];

export default function Page() {
  return (
    <PlaceholderPage title="Contract Opportunities">
      Active contract opportunities for our businesses.
    </PlaceholderPage>
  );
}
