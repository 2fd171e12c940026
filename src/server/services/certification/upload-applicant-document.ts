import { and, eq, isNull } from "drizzle-orm";
import type { ApplicantDocument } from "~/domain/certification/certification-api-schema";
import { effectiveCertificationStatus } from "~/domain/certification/certification-lifecycle";
import {
  nextCertificationStatus,
  refusedTransitionMessage,
} from "~/domain/certification/certification-machine";
import {
  APPLICANT_DOCUMENT_TYPES,
  cleanFileName,
  DOCUMENT_MESSAGES,
  parseTemplateDocumentType,
} from "~/domain/certification/document-rules";
import { isUuid } from "~/domain/shared/is-uuid";
import { businessDocuments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkDocument } from "~/server/services/uploads/check-document";
import { cleanDocumentImage } from "~/server/services/uploads/prepare-image";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { toApplicantDocument } from "./certification-dtos";
import { lifecycleFieldsOf } from "./lifecycle-fields";
import { readCertifiedBusiness } from "./read-certified-business";
import { lockCertifiedBusiness } from "./transition-certification";

const UNKNOWN_TEMPLATE = "Choose one of the required documents.";

/**
 * Drafts can change only while the business may submit (none, rejected, expired — also an approved one
 * whose date has passed — or revoked); 409 under review or certified.
 */
export function refuseDraftChanges(business: Parameters<typeof lifecycleFieldsOf>[0], now: Date): void {
  const status = effectiveCertificationStatus(lifecycleFieldsOf(business), now);
  if (!nextCertificationStatus(status, "submit")) {
    throw new AppError("conflict", refusedTransitionMessage(status, "submit"));
  }
}

export type UploadApplicantDocumentInput = {
  businessId: string;
  /** The required document (admin template) the file answers. */
  templateId: string;
  fileName: string;
  file: Uint8Array;
};

/**
 * Stores an applicant's document for a business as a draft (owner or admin): pdf, jpg, jpeg or png
 * judged by its bytes, not empty, at most 10 MB. It answers one required document (template), whose
 * kind becomes its document_type; a new upload for the same template replaces the draft before it.
 * The file is stored privately before the transaction and deleted again if the transaction fails.
 */
export async function uploadApplicantDocument(
  ctx: ServiceContext,
  actor: Actor,
  input: UploadApplicantDocumentInput,
): Promise<ApplicantDocument> {
  const { db, storage } = ctx;
  const { user, business } = await readCertifiedBusiness(db, actor, input.businessId);
  refuseDraftChanges(business, ctx.now());
  const template = isUuid(input.templateId)
    ? (
        await db
          .select()
          .from(businessDocuments)
          .where(and(eq(businessDocuments.id, input.templateId), isNull(businessDocuments.businessId)))
          .limit(1)
      )[0]
    : undefined;
  if (!template) throw new AppError("validation", UNKNOWN_TEMPLATE, { template_id: UNKNOWN_TEMPLATE });
  const { mime } = await checkDocument(
    input.file,
    APPLICANT_DOCUMENT_TYPES,
    DOCUMENT_MESSAGES.invalidApplicantType,
  );

  const bytes = await cleanDocumentImage(ctx, {
    file: input.file,
    mime,
    field: "file",
    account: user.userId,
  });

  const fileName = cleanFileName(input.fileName);
  const key = `private/documents/${business.id}/${Date.now()}-${fileName}`;
  await storage.put(key, Buffer.from(bytes), mime);
  let result: { row: typeof businessDocuments.$inferSelect; replaced: string[] };
  try {
    result = await db.transaction(async (tx) => {
      const locked = await lockCertifiedBusiness(tx, user, business.id);
      refuseDraftChanges(locked, ctx.now());
      const replaced = await tx
        .delete(businessDocuments)
        .where(
          and(
            eq(businessDocuments.businessId, business.id),
            eq(businessDocuments.templateId, template.id),
            isNull(businessDocuments.applicationId),
          ),
        )
        .returning({ filePath: businessDocuments.filePath });
      const [row] = await tx
        .insert(businessDocuments)
        .values({
          businessId: business.id,
          documentType: parseTemplateDocumentType(template.documentType)?.kind ?? template.documentType,
          templateId: template.id,
          fileName,
          filePath: key,
          fileSize: bytes.byteLength,
          mimeType: mime,
          reviewStatus: "pending",
          uploadedBy: user.userId,
          uploadDate: ctx.now(),
        })
        .returning();
      return { row: row!, replaced: replaced.map((r) => r.filePath).filter((p) => p !== key) };
    });
  } catch (error) {
    await deleteStoredFiles(ctx, [key]);
    throw error;
  }
  await deleteStoredFiles(ctx, result.replaced);
  return toApplicantDocument(result.row, storage);
}
