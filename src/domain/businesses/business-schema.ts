import { z } from "zod";
import { CERTIFICATION_STATUSES } from "~/domain/certification/statuses";
import { TIERS } from "~/domain/certification/tiers";

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

/** A business as the API answers it: snake_case entity fields, but not owner_id (a user id is not public). */
export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  sub_category: z.string().nullable(),
  category_slug: z.string(),
  address: z.string().nullable(),
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
  created_at: z.string(),
  updated_at: z.string(),
});
export type Business = z.infer<typeof businessSchema>;
