import { affidavitSchema } from "~/domain/certification/affidavit-schema";
import type {
  ApplicantDocument,
  ApplicationPayment,
  CertificationApplication,
  CertificationEvent,
  TemplateDocument,
} from "~/domain/certification/certification-api-schema";
import { parseTemplateDocumentType, parseTemplateNotes } from "~/domain/certification/document-rules";
import { isTier } from "~/domain/certification/tiers";
import type {
  businessDocuments,
  businesses,
  certificationApplications,
  certificationEvents,
  payments,
} from "~/server/db/schema";
import { SIGNED_URL_TTL_SECONDS, type Storage } from "~/server/storage/storage";

type DocumentRow = typeof businessDocuments.$inferSelect;
type ApplicationRow = typeof certificationApplications.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;
type EventRow = typeof certificationEvents.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type Signer = Pick<Storage, "signedUrl">;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A link to a private file that works for an hour; issue it only to the owner or an admin. */
export function signedFileUrl(storage: Signer, key: string): string {
  return storage.signedUrl(key, SIGNED_URL_TTL_SECONDS);
}

export function toTemplateDocument(row: DocumentRow, storage: Signer): TemplateDocument {
  const parsed = parseTemplateDocumentType(row.documentType);
  const notes = parseTemplateNotes(row.adminNotes);
  return {
    id: row.id,
    title: notes.title ?? row.fileName,
    instructions: notes.instructions,
    tier: parsed && isTier(parsed.tier) ? parsed.tier : "Free",
    kind: parsed?.kind ?? row.documentType,
    file_name: row.fileName,
    mime_type: row.mimeType,
    file_size: row.fileSize,
    upload_date: row.uploadDate.toISOString(),
    download_url: signedFileUrl(storage, row.filePath),
  };
}

export function toApplicantDocument(row: DocumentRow, storage: Signer): ApplicantDocument {
  return {
    id: row.id,
    business_id: row.businessId ?? "",
    document_type: row.documentType,
    template_id: row.templateId,
    application_id: row.applicationId,
    file_name: row.fileName,
    mime_type: row.mimeType,
    file_size: row.fileSize,
    review_status: row.reviewStatus,
    admin_notes: row.adminNotes,
    reviewed_at: iso(row.reviewedAt),
    upload_date: row.uploadDate.toISOString(),
    url: signedFileUrl(storage, row.filePath),
  };
}

export function toApplication(row: ApplicationRow, storage: Signer): CertificationApplication {
  const affidavit = affidavitSchema.safeParse(row.affidavit);
  return {
    id: row.id,
    business_id: row.businessId,
    tier: row.tier,
    status: row.status,
    affidavit: affidavit.success ? affidavit.data : null,
    signature_url: row.signaturePath ? signedFileUrl(storage, row.signaturePath) : null,
    is_renewal: row.isRenewal,
    submitted_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
    review_notes: row.reviewNotes,
  };
}

export function toCertificationBusiness(row: BusinessRow) {
  return {
    id: row.id,
    name: row.name,
    certification_tier: row.certificationTier,
    certification_status: row.certificationStatus,
    is_verified: row.isVerified,
    certification_requested_at: iso(row.certificationRequestedAt),
    certification_expires_at: iso(row.certificationExpiresAt),
    category: row.category,
    sub_category: row.subCategory,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    phone: row.phone,
    email: row.email,
  };
}

/** Who the history names for an event no person made (decision 045). */
export const SYSTEM_ACTOR = "System";

/** An event as the history lists it; one the lifecycle job recorded (an expiry) is by "System". */
export function toCertificationEvent(row: EventRow, actorName: string | null): CertificationEvent {
  return {
    id: row.id,
    business_id: row.businessId,
    actor_name: row.bySystem ? SYSTEM_ACTOR : actorName,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    tier: row.tier,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}

export function toApplicationPayment(row: PaymentRow): ApplicationPayment {
  return {
    id: row.id,
    tier: row.tier,
    amount_cents: row.amountCents,
    currency: row.currency,
    paid_at: iso(row.paidAt),
  };
}
