import { eq } from "drizzle-orm";
import type { AdminTemplate } from "~/domain/certification/certification-api-schema";
import { formatTemplateNotes, parseTemplateNotes } from "~/domain/certification/document-rules";
import { businessDocuments } from "~/server/db/schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { lockTemplate, toAdminTemplate } from "./template-rows";

export type TemplatePatch = { id: string; name: string; description?: string | null };

/**
 * The inline edit of /admin/documents: a template's name (its Title) and description (its
 * Instructions), kept on the server. An absent description is left as it is; null or "" clears it.
 */
export async function updateTemplate(
  ctx: Pick<ServiceContext, "db" | "storage" | "now">,
  actor: Actor,
  { id, name, description }: TemplatePatch,
): Promise<AdminTemplate> {
  requireAdmin(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockTemplate(tx, id);
    const instructions =
      description === undefined ? parseTemplateNotes(current.adminNotes).instructions : description;
    const [updated] = await tx
      .update(businessDocuments)
      .set({ adminNotes: formatTemplateNotes({ title: name, instructions }), updatedAt: ctx.now() })
      .where(eq(businessDocuments.id, current.id))
      .returning();
    return updated!;
  });
  return toAdminTemplate(row, ctx.storage);
}
