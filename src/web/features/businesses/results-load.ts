import type { Business } from "~/domain/listing/business-schema";
import type { ListingFilters } from "./listing-query";

/** What a page loader hands the results section: a page, a bad-input message, or a failure. */
export type ResultsLoad =
  | {
      status: "ok";
      filters: ListingFilters;
      page: number;
      items: Business[];
      total: number;
      next: number | null;
    }
  | { status: "invalid"; filters: ListingFilters; message: string; fields: Record<string, string> }
  | { status: "error"; filters: ListingFilters; message: string };
