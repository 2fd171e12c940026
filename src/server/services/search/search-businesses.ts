import { and, type SQL, sql } from "drizzle-orm";
import type { Business } from "~/domain/businesses/business-schema";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { SearchResult } from "~/domain/search/search-result";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";
import { type BusinessRow, businessColumns, toBusiness } from "~/server/services/businesses/to-business";
import type { ServiceContext } from "~/server/services/service-context";
import { accentFree } from "./accent-free";
import { typoKeyword } from "./name-vocabulary";
import { nearestRows } from "./nearest-rows";
import { rankedRows, rowsInOrder } from "./ranked-rows";
import { activeRowsEstimate, EXACT_COUNT_CAP, estimateMatches, rowsOf, sampleMatches } from "./row-estimate";
import { distanceKmOf, type SearchArea, searchAreaOf, searchPlaceOf } from "./search-area";
import {
  exactKeyword,
  type KeywordMatch,
  type SearchFilters,
  searchFilters,
  searchOrder,
} from "./search-conditions";
import { tierSortedRows } from "./tier-sorted-rows";

export { EXACT_COUNT_CAP } from "./row-estimate";

/** From this offset on, a page's ids are found first and only its own rows are read in full. */
const DEFERRED_JOIN_OFFSET = 200;
/** An area with more active businesses than this (sampled) is too crowded to count through its index. */
export const DENSE_AREA = 2 * EXACT_COUNT_CAP;
/** Filters the planner expects at most this many matches of are read through their own indexes. */
export const RARE_ELSEWHERE = 2 * EXACT_COUNT_CAP;

/**
 * Anyone may search active businesses. Everything happens in SQL on indexes, never on all rows:
 * keyword (exact, else typo-tolerant), location, category, country, tier, tab, open-now, place
 * (within a radius of a place or a position) and map-view filters; the six sorts. An expired
 * certification counts as Free at `now`. A place the gazetteer cannot find is a 404.
 */
export async function searchBusinesses(
  ctx: Pick<ServiceContext, "db" | "now">,
  params: BusinessSearch,
): Promise<SearchResult> {
  const { db } = ctx;
  const now = ctx.now();
  const area = await searchAreaOf(db, params);
  const around = { place: searchPlaceOf(area), distance_unit: area?.origin ? area.unit : null };
  const keyword = params.keyword?.toLowerCase();
  // The typed words meet the stored ones without accents ("cafe" finds "Café", "medina" a place in "Médina").
  const [plain = "", location] = await accentFree(db, [keyword, params.location]);
  const filters = searchFilters({ ...params, location }, now, area);
  if (!filters) return { items: [], total: 0, next: null, ...around };
  const search = async (match: KeywordMatch | null): Promise<SearchResult> => {
    const page = await runSearch(db, params, now, filters, match, area);
    const items = page.items.map((business) => ({
      ...business,
      distance_km: distanceKmOf(area, business.location),
    }));
    return { ...page, items, ...around };
  };
  if (!keyword) return search(null);

  const exact = exactKeyword(keyword, plain, params.include_description);
  const result = await search(exact);
  if (result.items.length > 0) return result;
  if (params.page > 1) {
    const any = await db
      .select({ one: sql`1` })
      .from(businesses)
      .where(and(...filters.filters, exact.where))
      .limit(1);
    if (any.length > 0) return result;
  }
  const typo = await typoKeyword(db, plain);
  return typo ? search(typo) : result;
}

/** One search with one way of matching its keyword (or none): its conditions first, then the cheapest plan. */
async function runSearch(
  db: Db,
  params: BusinessSearch,
  now: Date,
  { filters, scanFilters, area: areaWays }: SearchFilters,
  keyword: KeywordMatch | null,
  area: SearchArea | null,
): Promise<{ items: Business[]; total: number; next: number | null }> {
  const where = and(...filters, ...(keyword ? [keyword.where] : []))!;
  const scanWhere = and(...scanFilters, ...(keyword ? [keyword.scanWhere] : []))!;
  const { sort, orderBy } = searchOrder(params, now, keyword, area);

  const offset = (params.page - 1) * params.limit;
  // No filter but "active": the total is the count of every active business.
  const everyActive = filters.length === 1 && !keyword;
  let rows: BusinessRow[];
  let knownTotal: number | undefined;
  let pageWhere = where;
  if (!(sort === "relevance" && keyword) && (params.location || keyword || params.open_now || area)) {
    // Costly filters: count the matches among the newest rows first. When many rows match, read
    // them in the sort's index order (one page) instead of fetching and sorting every match, and
    // take the sample's share as the total; when few do, count them through the text indexes.
    const sample = await sampleMatches(db, scanWhere, areaWays?.alone);
    if (sample.exact) knownTotal = sample.total;
    else if (sample.total > EXACT_COUNT_CAP) {
      knownTotal = sample.total;
      pageWhere = scanWhere;
    } else if (areaWays && (sample.area ?? 0) > DENSE_AREA) {
      // Few sampled matches in a crowded area (a city's centre): counting them through the area's
      // index would read the whole area. The planner's count of the other filters' matches tells a
      // rare filter, whose own index finds its few matches (each then tested for the area), from a
      // common one: that is read as a broad search, its total the other matches at the area's share.
      const others = await estimateMatches(
        db,
        and(...areaWays.others, ...(keyword ? [keyword.where] : []))!,
        0,
      );
      if (others <= RARE_ELSEWHERE) {
        pageWhere = and(...areaWays.aside, ...(keyword ? [keyword.where] : []))!;
        knownTotal = await countMatches(db, pageWhere, false);
        if (knownTotal > EXACT_COUNT_CAP) pageWhere = scanWhere;
      } else {
        const share = Math.min(1, sample.area! / Math.max(1, await activeRowsEstimate(db)));
        knownTotal = Math.round(others * share);
        pageWhere = scanWhere;
      }
    } else if ((params.location || keyword) && !area) {
      knownTotal = await countMatches(db, where, false);
      if (knownTotal > EXACT_COUNT_CAP) pageWhere = scanWhere;
    }
    // An area of a few thousand businesses at most bounds any reading through its index: its few
    // sampled matches are counted by the statement that reads the page.
  }
  if (sort === "distance" && area?.origin && areaWays && pageWhere === scanWhere) {
    // Many matches: read nearest first along the GiST index (the page's rows only, within the area)
    // instead of sorting every match; few are sorted by distance, then id (orderBy).
    rows = await nearestRows(db, {
      where: and(...areaWays.nearest, ...(keyword ? [keyword.scanWhere] : []))!,
      origin: area.origin,
      take: params.limit + 1,
      offset,
    });
  } else if (sort === "tier") {
    rows = await tierSortedRows(db, pageWhere, now, params.limit + 1, offset);
  } else if (sort === "relevance" && keyword) {
    const ranked = await rankedRows(db, keyword, {
      filters,
      where,
      scanWhere,
      now,
      take: params.limit + 1,
      offset,
    });
    rows = ranked.rows;
    knownTotal = ranked.total;
  } else if (offset >= DEFERRED_JOIN_OFFSET) {
    // A deep page: the skipped rows are read from the sort's index alone (ids), not from the table.
    const ids = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(pageWhere)
      .orderBy(...orderBy)
      .limit(params.limit + 1)
      .offset(offset);
    rows = await rowsInOrder(
      db,
      ids.map((r) => r.id),
    );
  } else if (knownTotal === undefined && !everyActive) {
    // The matches are counted (up to the cap) by the same statement that reads the page: one round trip.
    const counted = await db
      .select({ ...businessColumns, cappedCount: sql<number>`(${cappedCount(where)})`.mapWith(Number) })
      .from(businesses)
      .where(pageWhere)
      .orderBy(...orderBy)
      .limit(params.limit + 1)
      .offset(offset);
    rows = counted;
    const capped = counted[0]?.cappedCount;
    if (capped !== undefined) {
      knownTotal = capped <= EXACT_COUNT_CAP ? capped : await estimateMatches(db, where, EXACT_COUNT_CAP + 1);
    }
  } else {
    rows = await db
      .select(businessColumns)
      .from(businesses)
      .where(pageWhere)
      .orderBy(...orderBy)
      .limit(params.limit + 1)
      .offset(offset);
  }
  const hasMore = rows.length > params.limit;
  const items = rows.slice(0, params.limit).map(toBusiness);
  // A last page (or a first page holding everything) knows its total without counting.
  const total =
    knownTotal !== undefined
      ? Math.max(knownTotal, offset + items.length + (hasMore ? 1 : 0))
      : !hasMore && (items.length > 0 || offset === 0)
        ? offset + items.length
        : Math.max(await countMatches(db, where, everyActive), offset + items.length);
  return { items, total, next: hasMore ? params.page + 1 : null };
}

/** Counts the matches of `where`, stopping past EXACT_COUNT_CAP. */
const cappedCount = (where: SQL) =>
  sql`select count(*)::int from (select 1 from ${businesses} where ${where} limit ${EXACT_COUNT_CAP + 1}) m`;

/**
 * Exact up to EXACT_COUNT_CAP, the planner's estimate beyond it. `everyActive`: `where` is every
 * active business, whose estimate the process keeps for a few seconds; ten times past the cap
 * (where no misjudged statistics could hide a total under it) it is the answer without a count.
 */
async function countMatches(db: Db, where: SQL, everyActive: boolean): Promise<number> {
  if (everyActive) {
    const active = await activeRowsEstimate(db);
    if (active > 10 * EXACT_COUNT_CAP) return active;
  }
  const counted = await db.execute(cappedCount(where));
  const exact = Number(rowsOf<{ count: number | string }>(counted)[0]?.count ?? 0);
  if (exact <= EXACT_COUNT_CAP) return exact;
  return estimateMatches(db, where, EXACT_COUNT_CAP + 1);
}
