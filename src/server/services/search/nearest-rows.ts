import { type SQL, sql } from "drizzle-orm";
import type { LatLng } from "~/domain/places/placement";
import type { Db } from "~/server/db/client";
import type { BusinessRow } from "~/server/services/businesses/to-business";
import { RAW_COLUMNS, rowFromRaw } from "./raw-rows";
import { rowsOf } from "./row-estimate";
import { earthPoint, MAP_POINT } from "./search-area";

/**
 * One page of `where`'s matches nearest first (then by id), read from the GiST index in distance
 * order (k-nearest neighbours): the rows up to the page's end only, however many match. The index
 * gives equally distant businesses (one postcode's centroid) in no set order, so the businesses at
 * the point of the last one read are all added before sorting: every page is cut from the same order.
 * `where` holds the area's index test, which bounds the reading.
 */
export async function nearestRows(
  db: Db,
  { where, origin, take, offset }: { where: SQL; origin: LatLng; take: number; offset: number },
): Promise<BusinessRow[]> {
  const reach = offset + take;
  const distance = sql`${MAP_POINT} <-> ${earthPoint(origin)}`;
  const result = await db.execute(sql`
    with near as materialized (
      select id, map_latitude, map_longitude, ${distance} as d from businesses
      where ${where} order by ${distance} limit ${reach}
    ), edge as materialized (
      select map_latitude as edge_lat, map_longitude as edge_lng from near order by d desc limit 1
    ), page as (
      select id, d from near
      union
      select businesses.id, ${distance} from businesses, edge
      where ${where} and ${MAP_POINT} && ll_to_earth(edge_lat, edge_lng) and (select count(*) from near) = ${reach}
    )
    select ${RAW_COLUMNS} from businesses join page using (id)
    order by page.d, id offset ${offset} limit ${take}`);
  return rowsOf<Record<string, unknown>>(result).map(rowFromRaw);
}
