import { and, eq, isNotNull } from "drizzle-orm";
import type { ApplicantDocument } from "~/domain/certification/certification-api-schema";
import type { ReviewDecision } from "~/domain/certification/statuses";
import { isUuid } from "~/domain/shared/is-uuid";
import { businessDocuments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toApplicantDocument } from "./certification-dtos";

export type DocumentReviewInput = {
  documentId: string;
  review_status: ReviewDecision;
  admin_notes?: string;
};

/** An admin marks one applicant document approved or rejected, with an optional note (templates: 404). */
export async function reviewDocument(
  ctx: Pick<ServiceContext, "db" | "storage" | "now">,
  actor: Actor,
  { documentId, review_status, admin_notes }: DocumentReviewInput,
): Promise<ApplicantDocument> {
  const admin = requireAdmin(actor);
  if (!isUuid(documentId)) throw new AppError("not_found", "Document not found.");
  const now = ctx.now();
  const [row] = await ctx.db
    .update(businessDocuments)
    .set({
      reviewStatus: review_status,
      adminNotes: admin_notes?.trim() || null,
      reviewedBy: admin.userId,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(and(eq(businessDocuments.id, documentId), isNotNull(businessDocuments.businessId)))
    .returning();
  if (!row) throw new AppError("not_found", "Document not found.");
  return toApplicantDocument(row, ctx.storage);
}
