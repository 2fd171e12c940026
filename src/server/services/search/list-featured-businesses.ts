import { and, sql } from "drizzle-orm";
import type { Business } from "~/domain/businesses/business-schema";
import { businesses } from "~/server/db/schema";
import { businessColumns, toBusiness } from "~/server/services/businesses/to-business";
import type { ServiceContext } from "~/server/services/service-context";
import { effectivelyVerified, effectiveTierRank } from "./search-sql";

/**
 * The home page's featured businesses, chosen by rule: active and verified on an unexpired paid
 * tier, highest tier first (Preferred, Certified, Verified), then rating, then review count.
 */
export async function listFeaturedBusinesses(
  ctx: ServiceContext,
  { limit = 3 }: { limit?: number } = {},
): Promise<Business[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select(businessColumns)
    .from(businesses)
    .where(and(sql`${businesses.isActive}`, effectivelyVerified(now)))
    .orderBy(
      sql`${effectiveTierRank(now)} asc`,
      sql`rating desc nulls last`,
      sql`review_count desc nulls last`,
      sql`created_at desc nulls last`,
      sql`id desc`,
    )
    .limit(limit);
  return rows.map(toBusiness);
}
