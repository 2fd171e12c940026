import { z } from "zod";
import { MATCH_CONFIDENCES, MATCH_DECISIONS, VENDOR_LIST_STATUSES } from "./vendor-list-rules";

const counts = z.object({
  exact: z.number().int(),
  likely: z.number().int(),
  possible: z.number().int(),
  none: z.number().int(),
});

export const vendorListSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  status: z.enum(VENDOR_LIST_STATUSES),
  total_rows: z.number().int(),
  matched_rows: z.number().int(),
  error: z.string().nullable(),
  counts,
  /** Likely and possible matches still waiting for the owner's word. */
  to_review: z.number().int(),
  created_at: z.string(),
});
export type VendorList = z.infer<typeof vendorListSchema>;

export const vendorListPageSchema = z.object({
  items: z.array(vendorListSchema),
  total: z.number().int(),
  next: z.string().nullable(),
});

const vendorFieldsSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
});

export const matchedBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  certification_tier: z.string(),
  certification_status: z.string(),
  /** What a buyer reads: "Certified", "Expired", "Revoked", "Not certified". */
  certificate_status: z.string(),
  certification_expires_at: z.string().nullable(),
  certificate_number: z.string().nullable(),
});

export const vendorRowSchema = z.object({
  row: z.number().int(),
  vendor: vendorFieldsSchema,
  business: matchedBusinessSchema.nullable(),
  /** Null while the row waits for the matching job. */
  confidence: z.enum(MATCH_CONFIDENCES).nullable(),
  /** Why, as stored, in English ("same phone; name 92 % alike"); a page says its parts in its language. */
  reason: z.string(),
  name_similarity: z.number().nullable(),
  decision: z.enum(MATCH_DECISIONS),
});
export type VendorRowItem = z.infer<typeof vendorRowSchema>;

export const vendorRowPageSchema = z.object({
  items: z.array(vendorRowSchema),
  total: z.number().int(),
  next: z.string().nullable(),
});
export type VendorRowPage = z.infer<typeof vendorRowPageSchema>;

export const vendorRowsQuerySchema = z.object({
  confidence: z.enum(MATCH_CONFIDENCES).optional(),
  /** The row number after which the page starts (the previous page's `next`). */
  cursor: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type VendorRowsQuery = z.output<typeof vendorRowsQuerySchema>;

export const vendorDecisionSchema = z.object({ decision: z.enum(["confirmed", "rejected"]) });
export type VendorDecision = z.infer<typeof vendorDecisionSchema>;
