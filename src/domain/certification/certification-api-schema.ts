import { z } from "zod";
import { textSchema } from "~/domain/shared/text-schema";
import { affidavitSchema } from "./affidavit-schema";
import { DOCUMENT_KIND_SLUGS } from "./document-rules";
import { CERTIFICATION_STATUSES, REVIEW_DECISIONS, REVIEW_STATUSES } from "./statuses";
import { PAID_TIERS, TIERS } from "./tiers";

/**
 * The shapes the certification API answers and takes (snake_case like every entity). Links to files
 * are signed and stop working after an hour (SIGNED_URL_TTL_SECONDS).
 */

/** An admin template, as an applicant sees it among the required documents of a tier. */
export const templateDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  instructions: z.string().nullable(),
  tier: z.enum(TIERS),
  kind: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  upload_date: z.string(),
  download_url: z.string(),
});
export type TemplateDocument = z.infer<typeof templateDocumentSchema>;

/** A document an applicant uploaded for a business. */
export const applicantDocumentSchema = z.object({
  id: z.string(),
  business_id: z.string(),
  /** The kind of document (business_license, …), from the template it answers. */
  document_type: z.string(),
  /** The required document (template) it answers, when it answers one. */
  template_id: z.string().nullable(),
  /** Null while it is a draft that can still be removed; the application it was submitted with otherwise. */
  application_id: z.string().nullable(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  review_status: z.enum(REVIEW_STATUSES),
  admin_notes: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  upload_date: z.string(),
  url: z.string(),
});
export type ApplicantDocument = z.infer<typeof applicantDocumentSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  business_id: z.string(),
  tier: z.enum(TIERS),
  status: z.enum(CERTIFICATION_STATUSES),
  affidavit: affidavitSchema.nullable(),
  signature_url: z.string().nullable(),
  is_renewal: z.boolean(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  review_notes: z.string().nullable(),
});
export type CertificationApplication = z.infer<typeof applicationSchema>;

export const certificationEventSchema = z.object({
  id: z.string(),
  business_id: z.string(),
  actor_name: z.string().nullable(),
  from_status: z.enum(CERTIFICATION_STATUSES),
  to_status: z.enum(CERTIFICATION_STATUSES),
  tier: z.enum(TIERS),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type CertificationEvent = z.infer<typeof certificationEventSchema>;

/** The business fields the application page and the admin card show. */
export const certificationBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  certification_tier: z.enum(TIERS),
  certification_status: z.enum(CERTIFICATION_STATUSES),
  is_verified: z.boolean(),
  certification_requested_at: z.string().nullable(),
  certification_expires_at: z.string().nullable(),
  category: z.string(),
  sub_category: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** GET /api/v1/certification/{businessId}: everything the application page needs. */
export const applicationPageSchema = z.object({
  business: certificationBusinessSchema,
  /** The admin templates of every tier; the page shows those of the chosen tier. */
  templates: z.array(templateDocumentSchema),
  /** Drafts (application_id null) and the documents of the latest application. */
  documents: z.array(applicantDocumentSchema),
  latest_application: applicationSchema.nullable(),
  /**
   * Per paid tier, when the business paid that tier's first year by a payment no approved
   * application has used (ISO), or null: submitting that tier needs it (decision 037).
   */
  first_year_payments: z.object({
    Verified: z.string().nullable(),
    Certified: z.string().nullable(),
    Preferred: z.string().nullable(),
  }),
  /**
   * How the certification ended, while the business is expired or revoked (decision 045): when, and
   * for a revocation the admin's reason (the owner's page only; the public check never shows it).
   */
  certification_end: z
    .object({ status: z.enum(["expired", "revoked"]), at: z.string(), reason: z.string().nullable() })
    .nullable(),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/** POST /api/v1/certification/{businessId}/applications. */
export const submitApplicationSchema = z
  .object({
    tier: z.enum(PAID_TIERS, {
      message: "Choose a certification tier",
    }),
    affidavit: affidavitSchema,
    /** The signature drawn on the pad, as a PNG data URL (at most 300 KB). */
    signature: z
      .string({ message: "Please sign the affidavit" })
      .max(400_000, { message: "The signature image is too large" })
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: "Please sign the affidavit" }),
  })
  .strict();
export type SubmitApplicationInput = z.infer<typeof submitApplicationSchema>;

/** The first-year payment an application was submitted with (decision 037), as the admin review shows it. */
export const applicationPaymentSchema = z.object({
  id: z.string(),
  tier: z.enum(TIERS),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** When it was paid (ISO); null while it is not. */
  paid_at: z.string().nullable(),
});
export type ApplicationPayment = z.infer<typeof applicationPaymentSchema>;

/**
 * An application as the admin review lists it (one card): the whole submission — the business, the
 * latest application with its affidavit and signature, its documents, its payment — and the
 * business's certification history (newest first).
 */
export const adminApplicationCardSchema = z.object({
  business: certificationBusinessSchema,
  owner_email: z.string().nullable(),
  application: applicationSchema.nullable(),
  documents: z.array(applicantDocumentSchema),
  document_count: z.number().int(),
  payment: applicationPaymentSchema.nullable(),
  history: z.array(certificationEventSchema),
});
export type AdminApplicationCard = z.infer<typeof adminApplicationCardSchema>;

export const certificationCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  expired: z.number().int(),
  revoked: z.number().int(),
});

export const ADMIN_APPLICATIONS_PER_PAGE = 20;

/** The admin review's tabs: the review statuses, then the two ends of a certification (decision 045). */
export const ADMIN_LIST_STATUSES = [...REVIEW_STATUSES, "expired", "revoked"] as const;
export type AdminListStatus = (typeof ADMIN_LIST_STATUSES)[number];

export const adminApplicationsQuerySchema = z.object({
  status: z.enum(ADMIN_LIST_STATUSES).default("pending"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminApplicationsPageSchema = z.object({
  items: z.array(adminApplicationCardSchema),
  counts: certificationCountsSchema,
  next: z.number().int().nullable(),
});

export const REVIEW_NOTES_MAX = 2000;

/** POST /api/v1/admin/certifications/{businessId}/decision. */
export const decisionSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    notes: textSchema().trim().max(REVIEW_NOTES_MAX).optional(),
  })
  .strict();

export const REVOCATION_REASON_MAX = 2000;

/** POST /api/v1/admin/certifications/{businessId}/revocation: the reason is required (the owner is told it). */
export const revocationSchema = z
  .object({
    reason: textSchema()
      .trim()
      .min(1, { message: "Give a reason for the revocation" })
      .max(REVOCATION_REASON_MAX, { message: `At most ${REVOCATION_REASON_MAX} characters` }),
  })
  .strict();

/**
 * The answer of a revocation: the business's card, and what became of its yearly payments at the
 * provider — none to stop, all cancelled, or a cancellation that failed (cancel it there).
 */
export const revocationResultSchema = adminApplicationCardSchema.extend({
  subscription: z.enum(["none", "cancelled", "failed"]),
});
export type RevocationResult = z.infer<typeof revocationResultSchema>;

/** PUT /api/v1/admin/certification-documents/{id}/review. */
export const documentReviewSchema = z
  .object({
    review_status: z.enum(REVIEW_DECISIONS),
    admin_notes: textSchema().trim().max(REVIEW_NOTES_MAX).optional(),
  })
  .strict();

/** An admin template as /admin/documents lists it. */
export const adminTemplateSchema = z.object({
  id: z.string(),
  /** The Title line of admin_notes. */
  name: z.string(),
  /** The Instructions line of admin_notes. */
  description: z.string().nullable(),
  tier: z.enum(TIERS),
  kind: z.string(),
  type: z.enum(["pdf", "docx"]),
  file_name: z.string(),
  file_size: z.number().int(),
  upload_date: z.string(),
  download_url: z.string(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** The multipart fields of POST /api/v1/admin/documents, besides `file`. */
export const templateUploadFieldsSchema = z.object({
  title: textSchema().trim().min(1).max(200),
  tier: z.enum(TIERS),
  document_type: z.enum(DOCUMENT_KIND_SLUGS),
  instructions: textSchema().trim().max(1000).optional(),
});

/** PATCH /api/v1/admin/documents/{id}: the inline edit. */
export const templatePatchSchema = z
  .object({
    name: textSchema().trim().min(1, { message: "Name is required" }).max(200),
    description: textSchema().trim().max(1000).nullable().optional(),
  })
  .strict();

/** GET /api/v1/admin/documents/overview: the dashboard's 'Forms & Documents Overview'. */
export const templateOverviewSchema = z.object({
  recent: z.array(adminTemplateSchema),
  total: z.number().int(),
  by_tier: z.record(z.string(), z.number().int()),
  by_kind: z.record(z.string(), z.number().int()),
});

/** The number of recent documents the overview lists (spec part 2 §9). */
export const RECENT_DOCUMENTS = 5;

/** The answer of POST /api/v1/certification/{businessId}/applications. */
export const submitApplicationResultSchema = z.object({
  application: applicationSchema,
  business: certificationBusinessSchema,
});
export type SubmitApplicationResult = z.infer<typeof submitApplicationResultSchema>;

/** The answer of GET /api/v1/certification/templates. */
export const templateListSchema = z.object({ items: z.array(templateDocumentSchema) });

/** The answer of GET /api/v1/certification/{businessId}/events (newest first). */
export const certificationEventListSchema = z.object({ items: z.array(certificationEventSchema) });
