import { analyticsQuerySchema } from "~/domain/analytics/analytics-schema";
import { AppError } from "~/server/errors";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getMyAnalytics } from "~/server/services/analytics/get-my-analytics";
import type { AnalyticsLoad } from "~/web/features/analytics/analytics-load";

/**
 * /storefront-manager/analytics?days=&business_id= (signed in: its layout's guard): the figures of
 * the storefront manager's Analytics tab, read by its fetcher. A refusal or a failure is answered as
 * a message for the tab (a thrown error would replace the whole page).
 */
export async function loadStorefrontAnalytics(
  runtime: Runtime,
  me: SignedInActor,
  url: URL,
): Promise<AnalyticsLoad> {
  const query = analyticsQuerySchema.safeParse({
    days: url.searchParams.get("days") ?? undefined,
    business_id: url.searchParams.get("business_id") ?? undefined,
  });
  if (!query.success) return { analytics: null, error: query.error.issues[0]?.message ?? "Invalid query." };
  try {
    return { analytics: await getMyAnalytics(runtime, me, query.data), error: null };
  } catch (error) {
    if (error instanceof AppError) return { analytics: null, error: error.message };
    runtime.logger.error({ err: error }, "storefront analytics unreadable");
    return { analytics: null, error: "Something went wrong. Please try again." };
  }
}
