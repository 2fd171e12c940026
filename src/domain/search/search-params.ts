import { z } from "zod";
import { textSchema } from "~/domain/shared/text-schema";
import {
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_SIZE,
  SEARCH_DEFAULTS,
  type SEARCH_FILTER_KEYS,
  type SEARCH_KEYS,
  type SearchQueryNames,
  SORTS,
  searchFromQuery,
} from "./search-keys";

const optionalText = (max: number, label: string) =>
  textSchema()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const flag = (message: string) =>
  z
    .enum(["true", "false"], { message })
    .optional()
    .transform((v) => v === "true");

/**
 * What a search looks for. Every key here narrows the results, so a search "is active" when any
 * of them is set. Unknown category, tier or country values are kept: they find nothing rather
 * than everything.
 */
const searchFilterSchema = z.object({
  keyword: optionalText(MAX_KEYWORD_LENGTH, "Keyword"),
  location: optionalText(MAX_KEYWORD_LENGTH, "Location"),
  category: optionalText(100, "Category"),
  country: optionalText(100, "Country"),
  tier: optionalText(20, "Tier"),
  /** A listing tab (category slug or title): keeps categories containing the tab title's part before "&". */
  tab: optionalText(100, "Tab"),
  open_now: flag("open_now must be true or false"),
} satisfies Record<(typeof SEARCH_FILTER_KEYS)[number], z.ZodType>);

/** The one search of businesses: the query of GET /api/v1/businesses and of the listing and directory pages. */
export const businessSearchSchema = searchFilterSchema.extend({
  sort: z.enum(SORTS, { message: `Sort must be one of ${SORTS.join(", ")}` }).optional(),
  page: z.coerce
    .number<number | string>()
    .int()
    .min(1, "Page must be 1 or more")
    .max(10_000)
    .default(SEARCH_DEFAULTS.page),
  limit: z.coerce
    .number<number | string>()
    .int()
    .min(1, "Limit must be at least 1")
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(SEARCH_DEFAULTS.limit),
  /** With a description match as on /directory. */
  include_description: flag("include_description must be true or false"),
} satisfies Record<Exclude<(typeof SEARCH_KEYS)[number], (typeof SEARCH_FILTER_KEYS)[number]>, z.ZodType>);

/** A search as a client may write it, before parsing. */
export type BusinessSearchInput = z.input<typeof businessSearchSchema>;
/** A parsed search: trimmed, blanks dropped, defaults filled in. */
export type BusinessSearch = z.output<typeof businessSearchSchema>;
export type SearchFilter = z.output<typeof searchFilterSchema>;

/**
 * How a URL carries a search: which keys (by default all), under which parameter names when they
 * differ from the keys, and the values fixed for it (added before parsing, never read from the URL).
 */
export type SearchQueryShape = SearchQueryNames & { fixed?: BusinessSearchInput };

/** Parses a query string with the one schema (the shape's fixed values added). */
export function parseSearchQuery(params: URLSearchParams, shape: SearchQueryShape = {}) {
  return businessSearchSchema.safeParse({ ...searchFromQuery(params, shape), ...shape.fixed });
}
