import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import type { BusinessRow } from "~/server/services/businesses/to-business";
import { RAW_COLUMNS, rowFromRaw } from "./raw-rows";
import { effectivelyVerified } from "./search-sql";

/** Tier rank as stored (index businesses_verified_tier_idx); the query drops expired rows from it. */
const STORED_TIER_RANK = sql.raw(
  "(case certification_tier when 'Preferred' then 0 when 'Certified' then 1 else 2 end)",
);
const RATING_ORDER = sql.raw(
  "rating desc nulls last, review_count desc nulls last, created_at desc nulls last",
);

/**
 * One page in tier order (Preferred, Certified, Verified, Free; then rating, review
 * count), with expired certifications counted as Free. Two index-ordered branches, each read
 * only as far as the page needs: the verified ones by stored tier, then everyone else by rating.
 */
export async function tierSortedRows(
  db: Db,
  where: SQL,
  now: Date,
  limit: number,
  offset: number,
): Promise<BusinessRow[]> {
  const reach = offset + limit;
  const verified = effectivelyVerified(now);
  const result = await db.execute(sql`
    select ${RAW_COLUMNS} from (
      (select ${RAW_COLUMNS}, ${STORED_TIER_RANK} as tier_rank from businesses
        where ${where} and is_verified and certification_tier <> 'Free' and ${verified}
        order by ${STORED_TIER_RANK}, ${RATING_ORDER}, id desc limit ${reach})
      union all
      (select ${RAW_COLUMNS}, 3 as tier_rank from businesses
        where ${where} and not ${verified}
        order by ${RATING_ORDER}, id desc limit ${reach})
    ) ranked
    order by tier_rank, ${RATING_ORDER}, id desc
    limit ${limit} offset ${offset}`);
  const rows = ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
  return rows.map(rowFromRaw);
}
