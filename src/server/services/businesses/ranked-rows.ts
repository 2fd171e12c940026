import { and, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";
import { EXACT_COUNT_CAP, estimateMatches } from "./row-estimate";
import type { KeywordMatch } from "./search-conditions";
import { effectiveTierRank } from "./search-sql";
import { type BusinessRow, businessColumns } from "./to-business";

/**
 * A keyword with at most this many matches is ranked over all of them and counted exactly. A
 * broader one is ranked over this many candidates (decision 048).
 */
export const RANKED_CANDIDATES = 300;
/** Verified businesses ranked besides them, so that a broad keyword still shows the higher tiers first. */
const VERIFIED_CANDIDATES = 100;

/**
 * One page of a keyword's matches by relevance: rank, then the tier a business counts as at `now`,
 * then newest. Ranking reads each ranked row's text, so a keyword matching tens of thousands of
 * rows would read them all. Past RANKED_CANDIDATES matches, only the first ones the index yields,
 * the first verified ones and any business named exactly the keyword are ranked; the other matches follow them, newest
 * first, so that every match is on exactly one page. The total is then the planner's estimate.
 */
export async function rankedRows(
  db: Db,
  keyword: KeywordMatch,
  {
    where,
    scanWhere,
    now,
    take,
    offset,
  }: { where: SQL; scanWhere: SQL; now: Date; take: number; offset: number },
): Promise<{ rows: BusinessRow[]; total: number }> {
  const tierRank = effectiveTierRank(now);
  const probe = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(where)
    .limit(RANKED_CANDIDATES + 1);
  if (probe.length <= RANKED_CANDIDATES) {
    return { rows: await rank(db, keyword, where, now, take, offset), total: probe.length };
  }

  const firstOf = (condition: SQL, limit: number) =>
    db.select({ id: businesses.id }).from(businesses).where(and(where, condition)).limit(limit);
  // Among equally good matches the higher tier leads: the verified ones must be among the candidates.
  // Asked by tier rank, not by the verified columns, so that the planner filters the text index's
  // matches instead of intersecting them with the index of every verified business.
  const verified = await firstOf(sql`${tierRank} < 3`, VERIFIED_CANDIDATES);
  const named = keyword.sameName ? await firstOf(keyword.sameName, RANKED_CANDIDATES) : [];
  const ids = [...new Set([...probe.slice(0, RANKED_CANDIDATES), ...verified, ...named].map((r) => r.id))];
  const total = await estimateMatches(db, where, RANKED_CANDIDATES + 1);
  const ranked =
    offset < ids.length
      ? await rank(db, keyword, and(where, inArray(businesses.id, ids))!, now, take, offset)
      : [];
  if (ranked.length === take) return { rows: ranked, total };
  // A broad match is read along the newest index (one page), a narrower one through the text indexes.
  const rest = await db
    .select(businessColumns)
    .from(businesses)
    .where(and(total > EXACT_COUNT_CAP ? scanWhere : where, notInArray(businesses.id, ids)))
    .orderBy(sql`created_at desc nulls last`, sql`id desc`)
    .limit(take - ranked.length)
    .offset(Math.max(0, offset - ids.length));
  return { rows: [...ranked, ...rest], total };
}

/** `take` rows from `offset` of the rows matching `where` by relevance; the ranking reads narrow rows, then the page's in full. */
function rank(db: Db, keyword: KeywordMatch, where: SQL, now: Date, take: number, offset: number) {
  const top = db
    .select({
      id: businesses.id,
      rank: sql<number>`${keyword.rank}`.as("rank"),
      tierRank: sql<number>`${effectiveTierRank(now)}`.as("tier_rank"),
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .where(where)
    .orderBy(sql`rank desc`, sql`tier_rank asc`, sql`created_at desc nulls last`, sql`id desc`)
    .limit(take)
    .offset(offset)
    .as("top");
  return db
    .select(businessColumns)
    .from(businesses)
    .innerJoin(top, eq(businesses.id, top.id))
    .orderBy(
      sql`${top.rank} desc`,
      sql`${top.tierRank} asc`,
      sql`${top.createdAt} desc nulls last`,
      sql`${top.id} desc`,
    );
}
