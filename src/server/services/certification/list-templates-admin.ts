import type { AdminTemplate } from "~/domain/certification/certification-api-schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { templateRows, toAdminTemplate } from "./template-rows";

/** Every admin template, newest first (admins only): /admin/documents. */
export async function listTemplatesAdmin(
  ctx: Pick<ServiceContext, "db" | "storage">,
  actor: Actor,
): Promise<AdminTemplate[]> {
  requireAdmin(actor);
  const rows = await templateRows(ctx.db);
  return rows.map((row) => toAdminTemplate(row, ctx.storage));
}
