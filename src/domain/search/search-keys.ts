// The search's keys, defaults and how a query string names them: no zod and no imports, so both the
// schema (search-params.ts, built over these key lists: its shapes must name exactly these keys) and
// the browser's codec (search-query.ts) import them and neither imports the other's values.
/** `distance` (nearest first) only with a place, where it is the default. */
export const SORTS = ["relevance", "rating", "newest", "name", "tier", "distance"] as const;
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
  "near",
  "lat",
  "lng",
  "radius",
  "bbox",
  "naics",
  "service_area",
  "other_certification",
] as const;
/** Every key of a search, in the order of every query string written here. */
export const SEARCH_KEYS = [
  ...SEARCH_FILTER_KEYS,
  "unit",
  "sort",
  "page",
  "limit",
  "include_description",
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

/** The schema's defaults: a query string leaves them out. */
export const SEARCH_DEFAULTS = { open_now: false, page: 1, limit: 20, include_description: false } as const;

/**
 * Which keys a URL carries (by default all), and under which parameter names when they differ from
 * the keys. A page's full shape adds the values fixed for it (`SearchQueryShape`, search-params.ts).
 */
export type SearchQueryNames = {
  keys?: readonly SearchKey[];
  names?: Partial<Record<SearchKey, string>>;
};

type PlaceValues = { near?: unknown; lat?: unknown; lng?: unknown };

/** Whether a search is around a place: a place typed (`near`) or a position (`lat` and `lng`). */
export function hasPlace(search: PlaceValues): boolean {
  const set = (v: unknown) => v !== undefined && v !== null && v !== "";
  return set(search.near) || (set(search.lat) && set(search.lng));
}

/**
 * The order of a search that names none: nearest first around a place, else by relevance with a
 * keyword, else newest first. A search's `sort` is left out (undefined) when it is this one.
 */
export function defaultSort(search: PlaceValues & { keyword?: unknown }): Sort {
  return hasPlace(search) ? "distance" : search.keyword ? "relevance" : "newest";
}

/** "All …" choices mean no filter, whichever way they reach the URL. */
const ALL_VALUES = new Set(["all", "all categories", "all countries", "all tiers"]);

/** A search's raw values in a query string: trimmed, with blanks, "All …" and unknown parameters dropped. */
export function searchFromQuery(
  params: URLSearchParams,
  { keys = SEARCH_KEYS, names = {} }: SearchQueryNames = {},
): Partial<Record<SearchKey, string>> {
  const raw: Partial<Record<SearchKey, string>> = {};
  for (const key of keys) {
    const value = params.get(names[key] ?? key)?.trim();
    if (value && !ALL_VALUES.has(value.toLowerCase())) raw[key] = value;
  }
  return raw;
}
