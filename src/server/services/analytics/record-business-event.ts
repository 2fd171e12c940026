import { sql } from "drizzle-orm";
import type { BusinessEventKind } from "~/domain/analytics/business-events";
import { analyticsDaily } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

export type BusinessEvent = { businessId: string; kind: BusinessEventKind };

/**
 * Counts one profile view or contact/website click for the business's day (UTC), in one
 * upsert statement. Callers fire and forget (logging a failure) so a page never waits on it.
 */
export async function recordBusinessEvent(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  { businessId, kind }: BusinessEvent,
): Promise<void> {
  await db
    .insert(analyticsDaily)
    .values({ businessId, day: now().toISOString().slice(0, 10), kind, count: 1 })
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
  ctx: Pick<ServiceContext, "db" | "now"> & { logger: { warn(obj: object, msg: string): void } },
  event: BusinessEvent,
): void {
  const { businessId, kind } = event;
  recordBusinessEvent(ctx, event).catch((err: unknown) => {
    ctx.logger.warn({ err, businessId, kind }, "could not record a business analytics event");
  });
}
