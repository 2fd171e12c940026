// The search's keys, defaults and query-string codec, without zod: the browser's search forms and
// links use them, and zod would add ~23 kB gzipped to every directory page. The schema in
// search-params.ts is built over these key lists (its shapes must name exactly these keys).
import type { BusinessSearch, BusinessSearchInput, SearchFilter } from "./search-params";

export const SORTS = ["relevance", "rating", "newest", "name", "tier"] as const;
export type Sort = (typeof SORTS)[number];

/** Page size of the listing's Load More. */
export const LISTING_PAGE_SIZE = 6;
/** Page size of the directory's grid. */
export const DIRECTORY_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const MAX_KEYWORD_LENGTH = 200;

/** What a search looks for: every key narrows the results, so a search "is active" when any is set. */
export const SEARCH_FILTER_KEYS = [
  "keyword",
  "location",
  "category",
  "country",
  "tier",
  "tab",
  "open_now",
] as const;
/** Every key of a search, in the order of every query string written here. */
export const SEARCH_KEYS = [...SEARCH_FILTER_KEYS, "sort", "page", "limit", "include_description"] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

/** The schema's defaults: a query string leaves them out. */
export const SEARCH_DEFAULTS = { open_now: false, page: 1, limit: 20, include_description: false } as const;

export function hasActiveSearch(search: Partial<SearchFilter>): boolean {
  return SEARCH_FILTER_KEYS.some((key) => Boolean(search[key]));
}

/**
 * How a URL carries a search: which keys (by default all), under which parameter names when they
 * differ from the keys, and the values fixed for it (added before parsing, never read from the URL).
 */
export type SearchQueryShape = {
  keys?: readonly SearchKey[];
  names?: Partial<Record<SearchKey, string>>;
  fixed?: BusinessSearchInput;
};

/** "All …" choices mean no filter, whichever way they reach the URL. */
const ALL_VALUES = new Set(["all", "all categories", "all countries", "all tiers"]);

/** A search's raw values in a query string: trimmed, with blanks, "All …" and unknown parameters dropped. */
export function searchFromQuery(
  params: URLSearchParams,
  { keys = SEARCH_KEYS, names = {} }: SearchQueryShape = {},
): Partial<Record<SearchKey, string>> {
  const raw: Partial<Record<SearchKey, string>> = {};
  for (const key of keys) {
    const value = params.get(names[key] ?? key)?.trim();
    if (value && !ALL_VALUES.has(value.toLowerCase())) raw[key] = value;
  }
  return raw;
}

/** Values to write into a query string: parsed ones, or raw text as a form holds it. */
export type SearchValues = { [K in SearchKey]?: BusinessSearch[K] | string | null };

/**
 * A search as query parameters, in the schema's order: trimmed, with blanks, the schema's
 * defaults and keys outside the shape left out, so the URL says exactly which filters are on.
 */
export function searchToQuery(
  values: SearchValues,
  { keys = SEARCH_KEYS, names = {} }: SearchQueryShape = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    if (!keys.includes(key)) continue;
    const raw = values[key];
    const value = raw === undefined || raw === null ? "" : String(raw).trim();
    const fallback: unknown = SEARCH_DEFAULTS[key as keyof typeof SEARCH_DEFAULTS];
    if (value === "" || (fallback !== undefined && value === String(fallback))) continue;
    params.set(names[key] ?? key, value);
  }
  return params;
}
