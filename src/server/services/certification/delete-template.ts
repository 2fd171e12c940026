import { eq } from "drizzle-orm";
import { businessDocuments } from "~/server/db/schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { lockTemplate } from "./template-rows";

/**
 * Deletes a template (admins only); its file is deleted after the commit. Applicant uploads that
 * answered it stay, with template_id set to null by the foreign key.
 */
export async function deleteTemplate(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger">,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  requireAdmin(actor);
  const key = await ctx.db.transaction(async (tx) => {
    const row = await lockTemplate(tx, id);
    await tx.delete(businessDocuments).where(eq(businessDocuments.id, row.id));
    return row.filePath;
  });
  await deleteStoredFiles(ctx, [key]);
}
