import {
  DIRECTORY_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  SEARCH_FILTER_KEYS,
  type SearchKey,
} from "~/domain/search/search-keys";
import type { SearchQueryShape } from "~/domain/search/search-params";

/** A page that shows a search: its path and how its URL carries the search. */
export type SearchPage = SearchQueryShape & { path: string; keys: readonly SearchKey[] };

/** /businesses (home's results link there too): every filter, the sort and the page. */
export const LISTING_PAGE: SearchPage = {
  path: "/businesses",
  keys: [...SEARCH_FILTER_KEYS, "unit", "sort", "page"],
  fixed: { limit: LISTING_PAGE_SIZE },
};

/**
 * /directory: the keyword (as `search`), location, category, tier, place, NAICS prefix, service
 * area and other certification (what buyers search by); tier order (nearest
 * first around a place), descriptions searched.
 */
export const DIRECTORY_PAGE: SearchPage = {
  path: "/directory",
  keys: [
    "keyword",
    "location",
    "category",
    "tier",
    "near",
    "lat",
    "lng",
    "radius",
    "bbox",
    "naics",
    "service_area",
    "other_certification",
    "unit",
    "page",
  ],
  names: { keyword: "search" },
  fixed: { limit: DIRECTORY_PAGE_SIZE, include_description: "true" },
  sortWithoutPlace: "tier",
};
