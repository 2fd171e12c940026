import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { categoryTitleForSlug } from "../../../domain/categories/categories.ts";
import { findCountry, storedCountryNames } from "../../../domain/countries/countries.ts";
import type { Business } from "../../../domain/listing/business-schema.ts";
import type { BusinessSearch } from "../../../domain/search/search-params.ts";
import { tabTerm } from "../../../domain/search/tab-filter.ts";
import { isTier } from "../../../domain/tiers/tiers.ts";
import type { Db } from "../../db/client.ts";
import { businesses } from "../../db/schema.ts";
import {
  containsPattern,
  effectivelyVerified,
  effectiveTierRank,
  keywordText,
  keywordWords,
  locationText,
  openAt,
  prefixTsQuery,
} from "./search-sql.ts";
import { businessColumns, toBusiness } from "./to-business.ts";

export type SearchResult = { items: Business[]; total: number; next: number | null };

/**
 * Counting stops here: past it `total` is the planner's estimate (never less than the cap), so
 * a broad search over a million rows costs no more than a narrow one.
 */
export const EXACT_COUNT_CAP = 10_000;

const EMPTY: SearchResult = { items: [], total: 0, next: null };

/**
 * Anyone may search active businesses. Everything happens in SQL (indexes, never all rows):
 * keyword by full-text prefix match (ranked), literal substring and trigram similarity for typos;
 * location, category, country, tier, tab and open-now filters; the five sorts. An expired
 * certification counts as Free at `now`.
 */
export async function searchBusinesses(
  db: Db,
  params: BusinessSearch,
  now: Date = new Date(),
): Promise<SearchResult> {
  const conditions: SQL[] = [sql`${businesses.isActive}`];
  let rank: SQL | null = null;

  if (params.keyword) {
    const keyword = params.keyword.toLowerCase();
    const words = keywordWords(keyword);
    const matches: SQL[] = [
      sql`${keywordText} like ${containsPattern(keyword)}`,
      sql`${keyword} <% lower(name)`,
    ];
    let textRank: SQL = sql`0`;
    if (words.length > 0) {
      const query = sql`to_tsquery('simple', ${prefixTsQuery(words, params.include_description)})`;
      matches.push(sql`search_vector @@ ${query}`);
      textRank = sql`ts_rank(search_vector, ${query})`;
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
    rank = sql`(${textRank} + word_similarity(${keyword}, lower(name)))`;
  }

  if (params.location) conditions.push(sql`${locationText} like ${containsPattern(params.location)}`);

  if (params.category) {
    const category = params.category.toLowerCase();
    conditions.push(sql`(lower(category) = ${category} or category_slug = ${category})`);
  }

  if (params.tab && params.tab.toLowerCase() !== "all") {
    const term = tabTerm(categoryTitleForSlug(params.tab) ?? params.tab);
    if (term) conditions.push(sql`lower(category) like ${containsPattern(term)}`);
  }

  if (params.country) {
    const country = findCountry(params.country);
    if (!country) return EMPTY;
    const names = storedCountryNames(country).map((n) => n.toLowerCase());
    conditions.push(inArray(sql`lower(country)`, names));
  }

  if (params.tier) {
    if (!isTier(params.tier)) return EMPTY;
    conditions.push(
      params.tier === "Free"
        ? sql`not ${effectivelyVerified(now)}`
        : and(eq(businesses.certificationTier, params.tier), effectivelyVerified(now))!,
    );
  }

  if (params.open_now) conditions.push(openAt(now));

  const where = and(...conditions)!;
  const sort = params.sort ?? (rank ? "relevance" : "newest");
  const tierRank = effectiveTierRank(now);
  const newest = [sql`created_at desc nulls last`, sql`id desc`];
  const orderBy: SQL[] =
    sort === "relevance" && rank
      ? [sql`${rank} desc`, sql`${tierRank} asc`, ...newest]
      : sort === "rating"
        ? [sql`rating desc nulls last`, sql`review_count desc nulls last`, ...newest]
        : sort === "name"
          ? [sql`lower(name) asc`, sql`id asc`]
          : sort === "tier"
            ? [
                sql`${tierRank} asc`,
                sql`rating desc nulls last`,
                sql`review_count desc nulls last`,
                ...newest,
              ]
            : newest;

  const offset = (params.page - 1) * params.limit;
  const [rows, total] = await Promise.all([
    db
      .select(businessColumns)
      .from(businesses)
      .where(where)
      .orderBy(...orderBy)
      .limit(params.limit + 1)
      .offset(offset),
    countMatches(db, where),
  ]);
  const hasMore = rows.length > params.limit;
  return {
    items: rows.slice(0, params.limit).map(toBusiness),
    total: Math.max(total, offset + Math.min(rows.length, params.limit)),
    next: hasMore ? params.page + 1 : null,
  };
}

/** Exact up to EXACT_COUNT_CAP, the planner's estimate beyond it. */
async function countMatches(db: Db, where: SQL): Promise<number> {
  const counted = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${businesses} where ${where} limit ${EXACT_COUNT_CAP + 1}) m`,
  );
  const exact = Number(rowsOf<{ n: number | string }>(counted)[0]?.n ?? 0);
  if (exact <= EXACT_COUNT_CAP) return exact;
  const plan = await db.execute(sql`explain (format json) select 1 from ${businesses} where ${where}`);
  const first = rowsOf(plan)[0] as Record<string, unknown> | undefined;
  const raw = first ? Object.values(first)[0] : undefined;
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
  return Math.max(EXACT_COUNT_CAP + 1, Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/** Rows of db.execute on either engine (node-postgres and PGlite both answer { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
