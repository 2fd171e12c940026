import { adminOtherCertificationsQuerySchema } from "~/domain/procurement/other-certification-schema";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listOtherCertificationsForReview } from "~/server/services/procurement/list-other-certifications-for-review";

/** /admin/other-certifications?status=unchecked|checked|all&page=N: one page of them to check (admins only). */
export async function loadOtherCertificationReview(runtime: Runtime, admin: SignedInActor, url: URL) {
  const parsed = adminOtherCertificationsQuerySchema.safeParse({
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const query = parsed.success ? parsed.data : { status: "unchecked" as const, page: 1 };
  const list = await listOtherCertificationsForReview(runtime, admin, query);
  return { ...query, list };
}
