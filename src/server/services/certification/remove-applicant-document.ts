import { and, eq } from "drizzle-orm";
import { isUuid } from "~/domain/shared/is-uuid";
import { businessDocuments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { readCertifiedBusiness } from "./read-certified-business";
import { lockCertifiedBusiness } from "./transition-certification";

const NOT_FOUND = "Document not found.";
const SUBMITTED = "This document was submitted with an application and can no longer be removed.";

/**
 * Removes a draft document of a business (owner or admin). A document submitted with an application
 * stays (409). The business is locked so a removal cannot race a submission; the file is deleted
 * after the commit.
 */
export async function removeApplicantDocument(
  ctx: ServiceContext,
  actor: Actor,
  { businessId, documentId }: { businessId: string; documentId: string },
): Promise<void> {
  const { user, business } = await readCertifiedBusiness(ctx.db, actor, businessId);
  if (!isUuid(documentId)) throw new AppError("not_found", NOT_FOUND);
  const filePath = await ctx.db.transaction(async (tx) => {
    await lockCertifiedBusiness(tx, user, business.id);
    const [row] = await tx
      .select()
      .from(businessDocuments)
      .where(and(eq(businessDocuments.id, documentId), eq(businessDocuments.businessId, business.id)))
      .limit(1);
    if (!row) throw new AppError("not_found", NOT_FOUND);
    if (row.applicationId) throw new AppError("conflict", SUBMITTED);
    await tx.delete(businessDocuments).where(eq(businessDocuments.id, row.id));
    return row.filePath;
  });
  await deleteStoredFiles(ctx, [filePath]);
}
