import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { categoryTitleForSlug } from "~/domain/categories/categories";
import { isTier } from "~/domain/certification/tiers";
import { findCountry, storedCountryNames } from "~/domain/places/countries";
import { isoDate } from "~/domain/procurement/other-certification-rules";
import { serviceAreaFilterKeys } from "~/domain/procurement/procurement-rules";
import { defaultSort } from "~/domain/search/search-keys";
import type { BusinessSearch } from "~/domain/search/search-params";
import { tabTerm } from "~/domain/search/tab-filter";
import { AREA_LOCATION_DOCUMENT } from "~/server/db/location-document";
import { businesses } from "~/server/db/schema";
import { locationTsQuery } from "./location-query";
import { areaConditions, byDistance, type SearchArea } from "./search-area";
import {
  containsPattern,
  effectivelyVerified,
  effectiveTierRank,
  keywordText,
  keywordWords,
  openAt,
  prefixTsQuery,
} from "./search-sql";

// The search's conditions and order, shared by the search's pages and its CSV export.

/**
 * `where` lets the planner use the text indexes (best when few rows match); `scanWhere` is the
 * same condition hidden from them (strpos: a literal substring the planner guesses common), so a
 * broad match is read along the sort's index and stops after one page instead of fetching every
 * match. `sameName`: the businesses named exactly the keyword (indexed), always among the ranked
 * candidates of a broad keyword. `wordWhere`: the full-text part of `where` alone (null when `where`
 * has no other part), enough to tell a broad keyword and to find its candidates.
 */
export type KeywordMatch = {
  where: SQL;
  scanWhere: SQL;
  wordWhere: SQL | null;
  rank: SQL;
  sameName: SQL | null;
};

/**
 * The keyword's exact match: a full-text prefix match of every word (name and categories, plus
 * the description when asked), accents aside, or the keyword as a literal substring of name,
 * category or sub category. Ranked by ts_rank, with a bonus when the name itself contains the
 * keyword, accents aside. `keyword` is as typed (lower case), `plain` the same without accents
 * (accentFree), as the stored documents have their words.
 */
export function exactKeyword(keyword: string, plain: string, withDescription: boolean): KeywordMatch {
  const pattern = containsPattern(keyword);
  const words = keywordWords(plain);
  const nameBonus = sql`(case when lower(f_unaccent(name)) like ${containsPattern(plain)} then 1 else 0 end)`;
  const sameName = sql`lower(name) = ${keyword}`;
  if (words.length === 0) {
    return {
      where: sql`${keywordText} like ${pattern}`,
      scanWhere: sql`strpos(${keywordText}, ${keyword}) > 0`,
      wordWhere: null,
      rank: nameBonus,
      sameName,
    };
  }
  const query = sql`to_tsquery('simple', ${prefixTsQuery(words, withDescription)})`;
  return {
    where: sql`(search_vector @@ ${query} or ${keywordText} like ${pattern})`,
    scanWhere: sql`(coalesce(search_vector, ''::tsvector) @@ ${query} or strpos(${keywordText}, ${keyword}) > 0)`,
    wordWhere: sql`search_vector @@ ${query}`,
    rank: sql`(ts_rank(search_vector, ${query}) + ${nameBonus})`,
    sameName,
  };
}

/**
 * The typo-tolerant match, used only when nothing matches exactly: every typed word that has close
 * name words (`closeWords`, from closeNameWords) must match one of them in the name; a typed word
 * with none is left out. Ranked by trigram word similarity of the whole keyword to the name, both
 * without accents (`plain`, accentFree). Null when no typed word is close to any name word.
 */
export function fuzzyKeyword(plain: string, closeWords: string[][]): KeywordMatch | null {
  const alternatives = closeWords
    .filter((words) => words.length > 0)
    .map((words) => `(${words.map((w) => `${quotedLexeme(w)}:A`).join(" | ")})`);
  if (alternatives.length === 0) return null;
  // Cast, not to_tsquery: the words are lexemes already and must not be parsed again.
  const query = sql`${alternatives.join(" & ")}::tsquery`;
  return {
    where: sql`search_vector @@ ${query}`,
    scanWhere: sql`coalesce(search_vector, ''::tsvector) @@ ${query}`,
    wordWhere: null,
    rank: sql`word_similarity(${plain}, lower(f_unaccent(name)))`,
    sameName: null,
  };
}

/** A lexeme as tsquery text: quoted, its quotes doubled and backslashes escaped. */
function quotedLexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * Every filter of a search but its keyword, as SQL conditions: `filters` for the indexes, `scanFilters`
 * the same with the location and the area hidden from their indexes (see KeywordMatch); null when a
 * filter value can match nothing. With an area (a place's radius or a map's view), `area` has the
 * other ways to read it: `nearest`, the scan forms but the area's own index test (nearest first along
 * the GiST index, never past the area); `aside`, the indexed forms but the area's (a dense area read
 * through the other filters' indexes); `others`, every filter but the area; `alone`, the area's
 * hidden test by itself.
 */
export type SearchFilters = {
  filters: SQL[];
  scanFilters: SQL[];
  area: { nearest: SQL[]; aside: SQL[]; others: SQL[]; alone: SQL } | null;
};

export function searchFilters(
  params: BusinessSearch,
  now: Date,
  area: SearchArea | null,
): SearchFilters | null {
  const filters = filterConditions(params, now, false, area);
  if (!filters) return null;
  return {
    filters,
    scanFilters: filterConditions(params, now, true, area)!,
    area: area && {
      nearest: filterConditions(params, now, true, area, true)!,
      aside: filterConditions(params, now, false, area, false)!,
      others: filterConditions(params, now, false, null)!,
      alone: and(...areaConditions(area, false))!,
    },
  };
}

/**
 * The conditions of every filter but the keyword; null when a filter value can match nothing.
 * `scan`: the location and area conditions hidden from their indexes (see KeywordMatch);
 * `areaIndexed` sets the area's apart.
 */
export function filterConditions(
  params: BusinessSearch,
  now: Date,
  scan: boolean,
  area: SearchArea | null,
  areaIndexed = !scan,
): SQL[] | null {
  const conditions: SQL[] = [sql`${businesses.isActive}`];
  if (area) conditions.push(...areaConditions(area, areaIndexed));

  if (params.location) {
    const words = locationTsQuery(params.location);
    if (!words) return null;
    const query = sql`${words}::tsquery`;
    // The function form of @@ is the same test, invisible to the index and guessed common.
    conditions.push(scan ? sql`ts_match_vq(location_vector, ${query})` : sql`location_vector @@ ${query}`);
    conditions.push(sql`(not show_area_only or ${sql.raw(AREA_LOCATION_DOCUMENT)} @@ ${query})`);
  }

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
    if (!country) return null;
    const names = storedCountryNames(country).map((n) => n.toLowerCase());
    conditions.push(inArray(sql`lower(country)`, names));
  }

  if (params.tier) {
    if (!isTier(params.tier)) return null;
    conditions.push(
      params.tier === "Free"
        ? sql`not ${effectivelyVerified(now)}`
        : and(eq(businesses.certificationTier, params.tier), effectivelyVerified(now))!,
    );
  }

  if (params.open_now) conditions.push(openAt(now));
  conditions.push(...procurementConditions(params, now));
  return conditions;
}

/**
 * The sort a search asks for (nearest first by default around a place, else relevance with a
 * keyword, else newest) as ORDER BY terms.
 */
export function searchOrder(
  params: BusinessSearch,
  now: Date,
  keyword: KeywordMatch | null,
  area: SearchArea | null,
) {
  const sort = params.sort ?? defaultSort(params);
  const origin = area?.origin;
  if (sort === "distance" && origin) return { sort, orderBy: byDistance(origin) };
  const tierRank = effectiveTierRank(now);
  const newest = [sql`created_at desc nulls last`, sql`id desc`];
  const orderBy: SQL[] =
    sort === "relevance" && keyword
      ? [sql`${keyword.rank} desc`, sql`${tierRank} asc`, ...newest]
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
  return { sort, orderBy };
}

/**
 * The procurement profile's filters: a NAICS prefix and a service area, each one test of a GIN
 * index over the profile's keys (naics_prefixes, service_area_keys), joined to the business by its
 * primary key, so no profile is read into the application. An other certification: one of that kind
 * not expired on `now`'s day, read through its (kind, expires_on, business_id) index.
 */
function procurementConditions(params: BusinessSearch, now: Date): SQL[] {
  const other = params.other_certification
    ? [
        sql`exists (select 1 from other_certifications oc where oc.business_id = ${businesses.id} and oc.kind = ${params.other_certification} and oc.expires_on >= ${isoDate(now)}::date)`,
      ]
    : [];
  return [...profileConditions(params), ...other];
}

function profileConditions(params: BusinessSearch): SQL[] {
  const tests: SQL[] = [];
  if (params.naics) tests.push(sql`pp.naics_prefixes @> array[${params.naics}]::text[]`);
  if (params.service_area) {
    const keys = serviceAreaFilterKeys(params.service_area);
    tests.push(
      sql`pp.service_area_keys && array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (tests.length === 0) return [];
  return [
    sql`exists (select 1 from procurement_profiles pp where pp.business_id = ${businesses.id} and ${and(...tests)})`,
  ];
}
