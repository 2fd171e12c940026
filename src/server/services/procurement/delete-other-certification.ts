import { eq } from "drizzle-orm";
import { OTHER_CERTIFICATION_MESSAGES as M } from "~/domain/procurement/other-certification-rules";
import { otherCertifications } from "~/server/db/schema";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { lockOtherCertification } from "./other-certification-rows";
import { findProfileBusiness } from "./procurement-rows";

/** Its owner or an admin deletes an other certification; its file goes after the commit. */
export async function deleteOtherCertification(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger" | "searchCache">,
  actor: Actor,
  input: { businessId: string; id: string },
): Promise<void> {
  requireUser(actor, M.unauthorized);
  const business = await findProfileBusiness(ctx.db, input.businessId);
  requireOwnerOrAdmin(actor, business.ownerId, M);
  const key = await ctx.db.transaction(async (tx) => {
    const row = await lockOtherCertification(tx, business.id, input.id);
    await tx.delete(otherCertifications).where(eq(otherCertifications.id, row.id));
    return row.filePath;
  });
  await deleteStoredFiles(ctx, [key]);
  ctx.searchCache.invalidate();
}
