import type { AnalyticsRange, MyAnalytics } from "~/domain/analytics/analytics-schema";

/** What the Analytics tab's loader answers: the figures, or why they could not be read. */
export type AnalyticsLoad = { analytics: MyAnalytics; error: null } | { analytics: null; error: string };

/** The loader the tab reads its figures from (a fetcher's), for a window and a business (undefined: all). */
export function analyticsPath(days: AnalyticsRange, businessId: string | undefined): string {
  const query = new URLSearchParams({ days: String(days) });
  if (businessId) query.set("business_id", businessId);
  return `/storefront-manager/analytics?${query}`;
}
