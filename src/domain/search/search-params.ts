import { z } from "zod";
import { textSchema } from "../text/text-schema.ts";

export const SORTS = ["relevance", "rating", "newest", "name", "tier"] as const;
export type Sort = (typeof SORTS)[number];

/** Page size of the listing's Load More. */
export const LISTING_PAGE_SIZE = 6;
/** Page size of the directory's grid. */
export const DIRECTORY_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const MAX_KEYWORD_LENGTH = 200;

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
});

/** The one search of businesses: the query of GET /api/v1/businesses and of the listing and directory pages. */
export const businessSearchSchema = searchFilterSchema.extend({
  sort: z.enum(SORTS, { message: `Sort must be one of ${SORTS.join(", ")}` }).optional(),
  page: z.coerce.number<number | string>().int().min(1, "Page must be 1 or more").max(10_000).default(1),
  limit: z.coerce
    .number<number | string>()
    .int()
    .min(1, "Limit must be at least 1")
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
  /** With a description match as on /directory. */
  include_description: flag("include_description must be true or false"),
});

/** A search as a client may write it, before parsing. */
export type BusinessSearchInput = z.input<typeof businessSearchSchema>;
/** A parsed search: trimmed, blanks dropped, defaults filled in. */
export type BusinessSearch = z.output<typeof businessSearchSchema>;
export type SearchFilter = z.output<typeof searchFilterSchema>;
export type SearchKey = keyof BusinessSearch;

/** The keys in the schema's order, which is also the order of every query string written here. */
const SEARCH_KEYS = Object.keys(businessSearchSchema.shape) as SearchKey[];
export const SEARCH_FILTER_KEYS = Object.keys(searchFilterSchema.shape) as (keyof SearchFilter)[];

/** The schema's defaults: a query string leaves them out. */
const DEFAULTS: Partial<Record<SearchKey, unknown>> = businessSearchSchema.parse({});

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

/** Parses a query string with the one schema (the shape's fixed values added). */
export function parseSearchQuery(params: URLSearchParams, shape: SearchQueryShape = {}) {
  return businessSearchSchema.safeParse({ ...searchFromQuery(params, shape), ...shape.fixed });
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
    const fallback = DEFAULTS[key];
    if (value === "" || (fallback !== undefined && value === String(fallback))) continue;
    params.set(names[key] ?? key, value);
  }
  return params;
}
