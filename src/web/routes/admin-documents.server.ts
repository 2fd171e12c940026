import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listTemplatesAdmin } from "~/server/services/certification/list-templates-admin";
import { requireAdminPage } from "~/web/features/auth/guards.server";

/** /admin/documents: every template, newest first; non-admins go to /. */
export async function loadAdminDocuments(runtime: Runtime, actor: Actor) {
  const admin = requireAdminPage(actor);
  return { templates: await listTemplatesAdmin(runtime, admin) };
}
