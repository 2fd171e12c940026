import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { analyticsDaily } from "../../db/schema.ts";

export const BUSINESS_EVENT_KINDS = ["profile_view", "contact_click", "website_click"] as const;
export type BusinessEventKind = (typeof BUSINESS_EVENT_KINDS)[number];

/**
 * Counts one profile view or contact/website click for the business's day (UTC), in one
 * upsert statement. Callers fire and forget (logging a failure) so a page never waits on it.
 */
export async function recordBusinessEvent(
  db: Db,
  businessId: string,
  kind: BusinessEventKind,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(analyticsDaily)
    .values({ businessId, day: now.toISOString().slice(0, 10), kind, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsDaily.businessId, analyticsDaily.day, analyticsDaily.kind],
      set: { count: sql`${analyticsDaily.count} + 1` },
    });
}

/**
 * Counts the event without waiting for it: for page loaders (profile views), so rendering never
 * waits on the analytics write. A failure is logged, never thrown.
 */
export function recordBusinessEventInBackground(
  db: Db,
  logger: { warn(obj: object, msg: string): void },
  businessId: string,
  kind: BusinessEventKind,
  now: Date = new Date(),
): void {
  recordBusinessEvent(db, businessId, kind, now).catch((err: unknown) => {
    logger.warn({ err, businessId, kind }, "could not record a business analytics event");
  });
}
