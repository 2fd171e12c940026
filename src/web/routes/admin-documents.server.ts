import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listTemplatesAdmin } from "~/server/services/certification/list-templates-admin";

/** /admin/documents: every template, newest first; non-admins go to /. */
export async function loadAdminDocuments(runtime: Runtime, admin: SignedInActor) {
  return { templates: await listTemplatesAdmin(runtime, admin) };
}
