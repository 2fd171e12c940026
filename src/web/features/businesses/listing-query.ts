import type { BusinessSearchQuery, Sort } from "~/domain/search/search-params";

/** The listing's filters as they appear in the URL of /businesses. */
export type ListingFilters = {
  keyword?: string;
  location?: string;
  category?: string;
  country?: string;
  tier?: string;
  tab?: string;
  open_now?: boolean;
  sort?: Sort;
};

export const LISTING_PARAM_KEYS = [
  "keyword",
  "location",
  "category",
  "country",
  "tier",
  "tab",
  "open_now",
  "sort",
] as const;

/** "All …" choices mean no filter, whichever way they reach the URL. */
const ALL_VALUES = new Set(["all", "all categories", "all countries", "all tiers"]);

/** The raw URL values to validate: blanks and "All …" dropped, page kept. */
export function rawListingParams(search: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of [...LISTING_PARAM_KEYS, "page"]) {
    const value = search.get(key)?.trim();
    if (value && !ALL_VALUES.has(value.toLowerCase())) raw[key] = value;
  }
  return raw;
}

/** The API query of one listing page. */
export function listingApiQuery(filters: ListingFilters, page: number, limit: number): BusinessSearchQuery {
  return { ...filters, open_now: filters.open_now || undefined, page, limit };
}

/** The same filters as URL values (for links that keep them). */
export function filtersToParams(filters: ListingFilters): Record<string, string | undefined> {
  return {
    keyword: filters.keyword,
    location: filters.location,
    category: filters.category,
    country: filters.country,
    tier: filters.tier,
    tab: filters.tab,
    open_now: filters.open_now ? "true" : undefined,
    sort: filters.sort,
  };
}

export function hasActiveSearch(filters: ListingFilters): boolean {
  return Boolean(
    filters.keyword ||
      filters.location ||
      filters.category ||
      filters.country ||
      filters.tier ||
      filters.tab ||
      filters.open_now,
  );
}
