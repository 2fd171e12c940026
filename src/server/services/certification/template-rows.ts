import { and, desc, eq, isNull, like } from "drizzle-orm";
import type { AdminTemplate } from "~/domain/certification/certification-api-schema";
import { DOCX_TYPE } from "~/domain/certification/document-rules";
import type { Tier } from "~/domain/certification/tiers";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businessDocuments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Storage } from "~/server/storage/storage";
import { toTemplateDocument } from "./certification-dtos";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DocumentRow = typeof businessDocuments.$inferSelect;

export const TEMPLATE_NOT_FOUND = "Document not found.";

/** Admin templates are the documents without a business. */
export const isTemplate = isNull(businessDocuments.businessId);

/** A template as /admin/documents lists it: Title and Instructions from admin_notes, a signed link. */
export function toAdminTemplate(row: DocumentRow, storage: Pick<Storage, "signedUrl">): AdminTemplate {
  const template = toTemplateDocument(row, storage);
  return {
    id: template.id,
    name: template.title,
    description: template.instructions,
    tier: template.tier,
    kind: template.kind,
    type: row.mimeType === DOCX_TYPE ? "docx" : "pdf",
    file_name: template.file_name,
    file_size: template.file_size,
    upload_date: template.upload_date,
    download_url: template.download_url,
  };
}

/** One template, locked for a change (404 for anything else, applicant uploads included). */
export async function lockTemplate(tx: Tx, id: string): Promise<DocumentRow> {
  if (!isUuid(id)) throw new AppError("not_found", TEMPLATE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(businessDocuments)
    .where(and(eq(businessDocuments.id, id), isTemplate))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("not_found", TEMPLATE_NOT_FOUND);
  return row;
}

/** The admin templates (business_id null), newest first; of one tier when `tier` is given. */
export function templateRows(db: Db | Tx, tier?: Tier) {
  return db
    .select()
    .from(businessDocuments)
    .where(and(isTemplate, tier ? like(businessDocuments.documentType, `${tier}-%`) : undefined))
    .orderBy(desc(businessDocuments.uploadDate), desc(businessDocuments.id));
}
