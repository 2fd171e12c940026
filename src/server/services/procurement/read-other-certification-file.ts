import { and, eq } from "drizzle-orm";
import { OTHER_CERTIFICATION_MESSAGES as M } from "~/domain/procurement/other-certification-rules";
import { isUuid } from "~/domain/shared/is-uuid";
import { otherCertifications } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import type { StoredFile } from "~/server/storage/storage";
import { findProfileBusiness } from "./procurement-rows";

/**
 * A certificate's file, for the business's owner and admins only (401 anonymous, 403 anyone else):
 * its bytes, stored type and the name it was uploaded under.
 */
export async function readOtherCertificationFile(
  ctx: Pick<ServiceContext, "db" | "storage">,
  actor: Actor,
  input: { businessId: string; id: string },
): Promise<StoredFile & { fileName: string }> {
  requireUser(actor, M.unauthorized);
  const business = await findProfileBusiness(ctx.db, input.businessId);
  requireOwnerOrAdmin(actor, business.ownerId, { unauthorized: M.unauthorized, forbidden: M.fileForbidden });
  if (!isUuid(input.id)) throw new AppError("not_found", M.notFound);
  const [row] = await ctx.db
    .select({ filePath: otherCertifications.filePath, fileName: otherCertifications.fileName })
    .from(otherCertifications)
    .where(and(eq(otherCertifications.id, input.id), eq(otherCertifications.businessId, business.id)))
    .limit(1);
  if (!row) throw new AppError("not_found", M.notFound);
  const file = await ctx.storage.get(row.filePath);
  if (!file) throw new AppError("not_found", "File not found.");
  return { ...file, fileName: row.fileName };
}
