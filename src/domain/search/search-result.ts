import type { Business } from "~/domain/businesses/business-schema";

/** One page of a directory search: its businesses, the total of matches, and the next page (null on the last). */
export type SearchResult = { items: Business[]; total: number; next: number | null };
