import type { BusinessSearch } from "~/domain/search/search-params";
import type { SearchResult } from "~/domain/search/search-result";

/** What the page says when the directory did not answer (with Retry). */
export const SEARCH_FAILED = "Failed to load data: the directory did not answer.";

/**
 * What a page loader hands the results: a page of the search, a bad-input message, or a failure.
 * `search` is the parsed search (the page's defaults when the query was refused). `notice`: why a
 * page is empty when that is not for want of matches (a place that could not be found).
 */
export type ResultsLoad =
  | ({ status: "ok"; search: BusinessSearch; notice?: string } & SearchResult)
  | { status: "invalid"; search: BusinessSearch; message: string; fields: Record<string, string> }
  | { status: "error"; search: BusinessSearch; message: string };
