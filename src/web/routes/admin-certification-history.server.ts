import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { adminCertificationHistory } from "~/server/services/certification/admin-certification-history";
import { toPageError } from "./page-guards.server";

/** /admin/certifications/{businessId}/history: admins only (others go to /), 404 for an unknown business. */
export function loadCertificationHistory(runtime: Runtime, admin: SignedInActor, businessId: string) {
  return adminCertificationHistory(runtime, admin, { businessId }).catch(toPageError());
}
