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
  keys: [...SEARCH_FILTER_KEYS, "sort", "page"],
  fixed: { limit: LISTING_PAGE_SIZE },
};

/** /directory: the keyword (as `search`), location, category and tier; tier order, descriptions searched. */
export const DIRECTORY_PAGE: SearchPage = {
  path: "/directory",
  keys: ["keyword", "location", "category", "tier", "page"],
  names: { keyword: "search" },
  fixed: { limit: DIRECTORY_PAGE_SIZE, sort: "tier", include_description: "true" },
};
