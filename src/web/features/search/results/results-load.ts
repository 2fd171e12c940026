import type { Business } from "~/domain/businesses/business-schema";
import type { BusinessSearch } from "~/domain/search/search-params";

/**
 * What a page loader hands the results: a page of the search, a bad-input message, or a failure.
 * `search` is the parsed search (the page's defaults when the query was refused).
 */
export type ResultsLoad =
  | { status: "ok"; search: BusinessSearch; items: Business[]; total: number; next: number | null }
  | { status: "invalid"; search: BusinessSearch; message: string; fields: Record<string, string> }
  | { status: "error"; search: BusinessSearch; message: string };
