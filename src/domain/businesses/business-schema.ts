import { z } from "zod";
import { CERTIFICATION_STATUSES } from "~/domain/certification/statuses";
import { TIERS } from "~/domain/certification/tiers";
import { PLACEMENT_SOURCES } from "~/domain/places/placement";

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM");
export const dayHoursSchema = z.object({ open: time, close: time, closed: z.boolean() });
export const businessHoursSchema = z.partialRecord(z.enum(WEEKDAYS), dayHoursSchema);
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const socialMediaSchema = z.object({
  facebook: z.string().optional(),
  instagram: z.string().optional(),
  twitter: z.string().optional(),
  linkedin: z.string().optional(),
});

/** How exact a public point is: the business's own place, or only its area (postcode or city centroid). */
export const MAP_PRECISIONS = ["exact", "area"] as const;
export type MapPrecision = (typeof MAP_PRECISIONS)[number];

/** Where a business shows on a map, as every public answer gives it. */
export const businessLocationSchema = z
  .object({
    lat: z.number(),
    lng: z.number(),
    precision: z.enum(MAP_PRECISIONS),
  })
  .describe(
    "The business's public point on the map (WGS 84 degrees): its own place (exact), or for a business that " +
      "shows only its area, the centroid of its postcode or city (area). Null when it could not be placed.",
  );
export type BusinessLocation = z.infer<typeof businessLocationSchema>;

/**
 * A business as the API answers everyone: snake_case entity fields, but not owner_id (a user id is
 * not public), and for a business that shows only its area, neither its street address nor its own point.
 */
export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  sub_category: z.string().nullable(),
  category_slug: z.string(),
  address: z
    .string()
    .nullable()
    .describe("The street address; null in public answers for a business that shows only its area."),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string(),
  time_zone: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  images: z.array(z.string()),
  social_media: socialMediaSchema.nullable(),
  business_hours: businessHoursSchema.nullable(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  certification_tier: z.enum(TIERS),
  certification_status: z.enum(CERTIFICATION_STATUSES),
  certification_requested_at: z.string().nullable(),
  certification_expires_at: z.string().nullable(),
  certificate_number: z.string().nullable(),
  location: businessLocationSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/** Where the business is, as its owner and admins see it, and how that point was found. */
export const businessPositionSchema = z
  .object({
    lat: z.number(),
    lng: z.number(),
    placed_by: z.enum(PLACEMENT_SOURCES),
  })
  .describe(
    "Where the business is (WGS 84 degrees) and how it was placed: the centroid of its postcode or of its " +
      "city from the bundled gazetteer, or its owner's pin. Null when its address could not be placed.",
  );
export type BusinessPosition = z.infer<typeof businessPositionSchema>;

/**
 * A business as its owner or an admin sees it (every answer to a write, their own lists, and the
 * business read by them): the street address always, where it is exactly, and whether it shows
 * only its area to the public.
 */
export const managedBusinessSchema = businessSchema.extend({
  address: z.string().nullable(),
  show_area_only: z
    .boolean()
    .describe(
      "The public sees only the business's area: no street address, and its area's centroid as its pin.",
    ),
  position: businessPositionSchema.nullable(),
  unplaced: z
    .boolean()
    .describe(
      "Its address could not be placed on the map: it is absent from distance results until a pin is dropped.",
    ),
});
export type ManagedBusiness = z.infer<typeof managedBusinessSchema>;

/** Whether a business at hand is its owner's or an admin's view (an answer to them). */
export function isManagedBusiness(business: Business): business is ManagedBusiness {
  return "show_area_only" in business;
}

/** Whether a business (as either view gives it) keeps its street address and own point from the public. */
export function showsAreaOnly(business: Business): boolean {
  return (isManagedBusiness(business) && business.show_area_only) || business.location?.precision === "area";
}
