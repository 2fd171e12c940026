import { desc } from "drizzle-orm";
import type { AdminTemplate } from "~/domain/certification/certification-api-schema";
import { businessDocuments } from "~/server/db/schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { isTemplate, toAdminTemplate } from "./template-rows";

/** Every admin template, newest first (admins only): /admin/documents. */
export async function listTemplatesAdmin(
  ctx: Pick<ServiceContext, "db" | "storage">,
  actor: Actor,
): Promise<AdminTemplate[]> {
  requireAdmin(actor);
  const rows = await ctx.db
    .select()
    .from(businessDocuments)
    .where(isTemplate)
    .orderBy(desc(businessDocuments.uploadDate), desc(businessDocuments.id));
  return rows.map((row) => toAdminTemplate(row, ctx.storage));
}
