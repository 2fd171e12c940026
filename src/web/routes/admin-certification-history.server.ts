import { data } from "react-router";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { adminCertificationHistory } from "~/server/services/certification/admin-certification-history";
import { requireAdminPage } from "~/web/features/auth/guards.server";

/** /admin/certifications/{businessId}/history: admins only (others go to /), 404 for an unknown business. */
export function loadCertificationHistory(runtime: Runtime, actor: Actor, businessId: string) {
  const admin = requireAdminPage(actor);
  return adminCertificationHistory(runtime, admin, { businessId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  });
}
