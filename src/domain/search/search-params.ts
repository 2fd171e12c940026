import { z } from "zod";
import { textSchema } from "../text/text-schema.ts";

export const SORTS = ["relevance", "rating", "newest", "name", "tier"] as const;
export type Sort = (typeof SORTS)[number];

/** Page size of the listing's Load More (spec: 6). */
export const LISTING_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 50;
export const MAX_KEYWORD_LENGTH = 200;

const optionalText = (max: number, label: string) =>
  textSchema()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Query of GET /api/v1/businesses and of the listing and directory pages.
 * Unknown category, tier or country values are kept: they find nothing rather than everything.
 */
export const businessSearchSchema = z.object({
  keyword: optionalText(MAX_KEYWORD_LENGTH, "Keyword"),
  location: optionalText(MAX_KEYWORD_LENGTH, "Location"),
  category: optionalText(100, "Category"),
  country: optionalText(100, "Country"),
  tier: optionalText(20, "Tier"),
  /** A listing tab (category slug or title): keeps categories containing the tab title's part before "&". */
  tab: optionalText(100, "Tab"),
  open_now: z
    .enum(["true", "false"], { message: "open_now must be true or false" })
    .optional()
    .transform((v) => v === "true"),
  sort: z.enum(SORTS, { message: `Sort must be one of ${SORTS.join(", ")}` }).optional(),
  page: z.coerce.number().int().min(1, "Page must be 1 or more").max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, "Limit must be at least 1")
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
  /** With a description match as on /directory. */
  include_description: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export type BusinessSearch = z.infer<typeof businessSearchSchema>;

/** The query a client sends (before parsing): every field optional, booleans and numbers as such. */
export type BusinessSearchQuery = {
  keyword?: string;
  location?: string;
  category?: string;
  country?: string;
  tier?: string;
  tab?: string;
  open_now?: boolean;
  sort?: Sort;
  page?: number;
  limit?: number;
  include_description?: boolean;
};
