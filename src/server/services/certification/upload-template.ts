import type { AdminTemplate } from "~/domain/certification/certification-api-schema";
import { templateUploadFieldsSchema } from "~/domain/certification/certification-api-schema";
import {
  cleanFileName,
  DOCUMENT_MESSAGES,
  formatTemplateNotes,
  TEMPLATE_DOCUMENT_TYPES,
  templateDocumentType,
} from "~/domain/certification/document-rules";
import { fieldErrorsOf } from "~/domain/shared/field-errors";
import { businessDocuments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkDocument } from "~/server/services/uploads/check-document";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { toAdminTemplate } from "./template-rows";

export type TemplateUpload = {
  file: { name: string; bytes: Uint8Array } | null;
  title?: string;
  tier?: string;
  document_type?: string;
  instructions?: string;
};

const REQUIRED = ["title", "tier", "document_type"] as const;

/**
 * An admin uploads a template document (spec: Admin documents): title, tier, type and file required
 * ('Missing information'), PDF or Word .docx by content, at most 10 MB. Stored privately under a
 * cleaned name whose extension is the one the content has, with business_id null, review status
 * approved, document_type tier-type and the Title and Instructions in admin_notes.
 */
export async function uploadTemplate(
  ctx: ServiceContext,
  actor: Actor,
  input: TemplateUpload,
): Promise<AdminTemplate> {
  const admin = requireAdmin(actor);
  const missing = [...REQUIRED.filter((field) => !input[field]?.trim()), ...(input.file ? [] : ["file"])];
  if (missing.length > 0) {
    const { title, message } = DOCUMENT_MESSAGES.missingInformation;
    throw new AppError("validation", message, Object.fromEntries(missing.map((f) => [f, title])));
  }
  const fields = templateUploadFieldsSchema.safeParse({
    title: input.title,
    tier: input.tier,
    document_type: input.document_type,
    instructions: input.instructions || undefined,
  });
  if (!fields.success) {
    throw AppError.invalid(fieldErrorsOf(fields.error));
  }
  const file = input.file!;
  const { mime, extension } = await checkDocument(
    file.bytes,
    TEMPLATE_DOCUMENT_TYPES,
    DOCUMENT_MESSAGES.invalidTemplateType,
  );
  const base = cleanFileName(file.name).replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const fileName = cleanFileName(`${base}.${extension}`);
  const now = ctx.now();
  const key = `private/templates/${now.getTime()}-${fileName}`;
  await ctx.storage.put(key, Buffer.from(file.bytes), mime);
  try {
    const [row] = await ctx.db
      .insert(businessDocuments)
      .values({
        businessId: null,
        documentType: templateDocumentType(fields.data.tier, fields.data.document_type),
        fileName,
        filePath: key,
        fileSize: file.bytes.byteLength,
        mimeType: mime,
        reviewStatus: "approved",
        adminNotes: formatTemplateNotes({
          title: fields.data.title,
          instructions: fields.data.instructions,
        }),
        uploadedBy: admin.userId,
        uploadDate: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toAdminTemplate(row!, ctx.storage);
  } catch (error) {
    await deleteStoredFiles(ctx, [key]);
    throw error;
  }
}
