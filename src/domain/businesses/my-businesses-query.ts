import { z } from "zod";
import { textSchema } from "~/domain/shared/text-schema";
import { managedBusinessSchema } from "./business-schema";

export const MY_BUSINESSES_PAGE_SIZE = 12;
export const MY_BUSINESSES_MAX_PAGE_SIZE = 48;
/** Totals are exact up to this many matches; an admin's search beyond it reads "10,000+". */
export const MY_BUSINESSES_COUNT_CAP = 10_000;

/** GET /api/v1/me/businesses: one page of the businesses an owner (or an admin) manages. */
export const myBusinessesQuerySchema = z.object({
  q: textSchema().trim().max(100, { message: "Search at most 100 characters" }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MY_BUSINESSES_MAX_PAGE_SIZE).default(MY_BUSINESSES_PAGE_SIZE),
  /** Admins see every business unless they ask for their own; owners always see their own. */
  scope: z.enum(["mine", "all"]).optional(),
  /** The dashboard's 'Complete Your Certification' and 'Certification Renewals' lists. */
  needs: z.enum(["certification", "renewal"]).optional(),
});
export type MyBusinessesQuery = z.input<typeof myBusinessesQuerySchema>;

/** A business as its manager sees it: whether it is the viewer's own, and its profile views this week. */
export const ownedBusinessSchema = managedBusinessSchema.extend({
  is_mine: z.boolean(),
  views_7d: z.number().int(),
});
export type OwnedBusiness = z.infer<typeof ownedBusinessSchema>;

export const myBusinessesPageSchema = z.object({
  items: z.array(ownedBusinessSchema),
  /** Exact up to MY_BUSINESSES_COUNT_CAP; `total_capped` says when there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
  next: z.number().int().nullable(),
});
export type MyBusinessesPage = z.infer<typeof myBusinessesPageSchema>;
