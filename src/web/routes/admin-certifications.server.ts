import { adminApplicationsQuerySchema } from "~/domain/certification/certification-api-schema";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listApplicationsForReview } from "~/server/services/certification/list-applications-for-review";

/** /admin/certifications?status=…: the first page of the tab and the counts; non-admins go to /. */
export async function loadCertificationReview(runtime: Runtime, admin: SignedInActor, url: URL) {
  const parsed = adminApplicationsQuerySchema.safeParse({
    status: url.searchParams.get("status") ?? undefined,
  });
  const status = parsed.success ? parsed.data.status : "pending";
  const page = await listApplicationsForReview(runtime, admin, { status, page: 1 });
  return { status, page };
}
