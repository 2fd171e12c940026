import { and, asc, gt, isNull, sql } from "drizzle-orm";
import { businesses } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";
import { placeNewBusiness } from "./place-business";

/** Businesses read and placed per statement. */
export const PLACING_BATCH_SIZE = 500;
/** Batches one job runs before it queues the rest (a few seconds each: the gazetteer is in memory). */
export const PLACING_BATCHES_PER_JOB = 20;

type Ctx = Pick<ServiceContext, "db" | "jobs">;

const neverPlaced = and(isNull(businesses.placedBy), isNull(businesses.areaLatitude));

/**
 * Businesses saved before places existed (migration 0033) have no point until their next edit. At
 * start-up the server queues one pass over them (when there are any): the gazetteer places each as
 * it would a new one. An address it cannot place stays unplaced, tried again at the next start.
 */
export async function queuePlacingOfUnplacedBusinesses(ctx: Ctx): Promise<boolean> {
  const [any] = await ctx.db.select({ id: businesses.id }).from(businesses).where(neverPlaced).limit(1);
  if (!any) return false;
  await ctx.jobs.enqueue(ctx.db, "place-businesses", { after: null });
  return true;
}

/** Places up to PLACING_BATCHES_PER_JOB batches after `after` (by id), then queues the rest. */
export async function placeUnplacedBusinesses(ctx: Ctx, payload: { after: string | null }): Promise<number> {
  let after = payload.after;
  let placed = 0;
  for (let batch = 0; batch < PLACING_BATCHES_PER_JOB; batch++) {
    const rows = await ctx.db
      .select({
        id: businesses.id,
        address: businesses.address,
        zipCode: businesses.zipCode,
        city: businesses.city,
        state: businesses.state,
        country: businesses.country,
      })
      .from(businesses)
      .where(after ? and(neverPlaced, gt(businesses.id, after)) : neverPlaced)
      .orderBy(asc(businesses.id))
      .limit(PLACING_BATCH_SIZE);
    const points = [];
    for (const row of rows) {
      const columns = await placeNewBusiness(row, null);
      if (columns.placedBy !== null) points.push({ id: row.id, ...columns });
    }
    if (points.length > 0) {
      const values = sql.join(
        points.map(
          (p) =>
            sql`(${p.id}::uuid, ${p.latitude}::float8, ${p.longitude}::float8, ${p.placedBy}::placement_source)`,
        ),
        sql`, `,
      );
      // The area is where the gazetteer put it: with no pin, the business and its area are one point.
      // A business placed meanwhile (its owner saved it) keeps that place.
      await ctx.db.execute(sql`
        update businesses as b
           set latitude = v.lat, longitude = v.lng, area_latitude = v.lat, area_longitude = v.lng,
               placed_by = v.placed_by
          from (values ${values}) as v(id, lat, lng, placed_by)
         where b.id = v.id and b.placed_by is null and b.area_latitude is null`);
      placed += points.length;
    }
    if (rows.length < PLACING_BATCH_SIZE) return placed;
    after = rows.at(-1)!.id;
  }
  await ctx.jobs.enqueue(ctx.db, "place-businesses", { after });
  return placed;
}
