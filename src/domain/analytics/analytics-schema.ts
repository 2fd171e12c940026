import { z } from "zod";

/** The windows the storefront analytics offer, in days ending today (UTC). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

const DAYS_MESSAGE = `days must be one of ${ANALYTICS_RANGES.join(", ")}`;

/** The query of GET /api/v1/me/analytics: a window and, optionally, one of the actor's businesses. */
export const analyticsQuerySchema = z.object({
  days: z
    .enum(["7", "30", "90"], { message: DAYS_MESSAGE })
    .default(`${DEFAULT_ANALYTICS_RANGE}`)
    .transform((days) => Number(days) as AnalyticsRange),
  business_id: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((id) => id || undefined),
});
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);

/** One business's figures over the window. Inquiries are contact clicks plus website clicks. */
export const businessAnalyticsSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  profile_views: count,
  contact_clicks: count,
  website_clicks: count,
  inquiries: count,
});
export type BusinessAnalytics = z.infer<typeof businessAnalyticsSchema>;

export const analyticsTotalsSchema = z.object({
  profile_views: count,
  inquiries: count,
  /** The mean rating of the businesses that have one, to one decimal; null when none has. */
  average_rating: z.number().nullable(),
  active_storefronts: count,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/** One UTC day of the series (`YYYY-MM-DD`); a day without events counts 0. */
export const analyticsDaySchema = z.object({ day: z.string(), profile_views: count, inquiries: count });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** The answer of GET /api/v1/me/analytics. */
export const myAnalyticsSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  business_id: z.string().nullable(),
  businesses: z.array(businessAnalyticsSchema),
  totals: analyticsTotalsSchema,
  series: z.array(analyticsDaySchema),
});
export type MyAnalytics = z.infer<typeof myAnalyticsSchema>;
