import { z } from "zod";
import { businessSchema } from "~/domain/businesses/business-schema";
import { DISTANCE_UNITS } from "./search-area";

/** A business found by a search, with its distance from the searched place. */
export const searchItemSchema = businessSchema.extend({
  distance_km: z
    .number()
    .nullable()
    .describe(
      "How far the business's public point (`location`) is from the searched place, in kilometres (great circle, " +
        "to the metre); null without a place (near, or lat and lng).",
    ),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

/** The place a search measured from. */
export const searchPlaceSchema = z
  .object({
    label: z
      .string()
      .nullable()
      .describe('What `near` was found as ("Atlanta, GA, US"); null for lat and lng.'),
    lat: z.number(),
    lng: z.number(),
    country_code: z
      .string()
      .nullable()
      .describe("Its country (ISO 3166 alpha-2), when known: it chooses the default radius and unit."),
    radius_km: z
      .number()
      .nullable()
      .describe(
        "The radius searched, in kilometres; null when a map's view (bbox) bounds the search instead.",
      ),
  })
  .describe(
    "The place distances are measured from: what `near` was found as, or the position given; else null.",
  );
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

/**
 * One page of a directory search: its businesses, the total of matches, the next page (null on the
 * last), and around a place, that place and the unit its distances are shown in.
 */
export const searchResultSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number().int(),
  next: z.number().int().nullable(),
  place: searchPlaceSchema.nullable(),
  distance_unit: z
    .enum(DISTANCE_UNITS)
    .nullable()
    .describe(
      "The unit to show distances in: `unit` when given, else miles around a place in the US or the UK, " +
        "kilometres elsewhere; null without a place.",
    ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
