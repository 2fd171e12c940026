import { eq } from "drizzle-orm";
import { isUuid } from "~/domain/shared/is-uuid";
import { businessDocuments, businesses, certificationApplications } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles, imageKeysOf } from "~/server/services/uploads/stored-images";
import { isStorageKey } from "~/server/storage/storage-key";

const UNAUTHORIZED = "Sign in to delete a business.";

/**
 * The owner or an admin deletes a business for good: its row and everything attached to it
 * (documents, events, analytics) in one transaction, then its stored files (logo, banner and
 * images in both sizes, documents, signatures) once that has committed.
 */
export async function deleteBusiness(
  ctx: ServiceContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const { db, storage } = ctx;
  requireUser(actor, UNAUTHORIZED);
  if (!isUuid(id)) throw new AppError("not_found", "Business not found.");
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, logoUrl: businesses.logoUrl, images: businesses.images })
      .from(businesses)
      .where(eq(businesses.id, id))
      .limit(1)
      .for("update");
    if (!row) throw new AppError("not_found", "Business not found.");
    requireOwnerOrAdmin(actor, row.ownerId, {
      unauthorized: UNAUTHORIZED,
      forbidden: "Only the owner or an admin can delete this business.",
    });
    const documents = await tx
      .select({ key: businessDocuments.filePath })
      .from(businessDocuments)
      .where(eq(businessDocuments.businessId, id));
    const signatures = await tx
      .select({ key: certificationApplications.signaturePath })
      .from(certificationApplications)
      .where(eq(certificationApplications.businessId, id));
    await tx.delete(businesses).where(eq(businesses.id, id));
    const stored = [...documents, ...signatures].map((r) => r.key ?? "").filter(isStorageKey);
    return [...imageKeysOf(storage, [row.logoUrl, ...(row.images ?? [])]), ...stored];
  });
  ctx.searchCache.invalidate();
  await deleteStoredFiles(ctx, keys);
}
