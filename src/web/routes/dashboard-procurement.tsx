import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/dashboard-procurement";
import { loadDashboardProcurement } from "./dashboard-procurement.server";
import { signedInOf } from "./page-guards.server";

/** The "For buyers" section's profile (no page of its own): read by the business form's fetcher. */
export function loader({ context, params }: Route.LoaderArgs) {
  return loadDashboardProcurement(pageOf(context).runtime, signedInOf(context), params.businessId);
}
