import { MY_BUSINESSES_PAGE_SIZE, myBusinessesQuerySchema } from "~/domain/businesses/my-businesses-query";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listMyBusinesses } from "~/server/services/businesses/list-my-businesses";

/**
 * /certification: one page (?page=) of the signed-in user's own businesses, newest first; null when they
 * cannot be read.
 */
export async function loadCertificationPage(runtime: Runtime, me: SignedInActor, url: URL) {
  const parsed = myBusinessesQuerySchema.safeParse({ page: url.searchParams.get("page") ?? undefined });
  const page = parsed.success ? parsed.data.page : 1;
  const businesses = await listMyBusinesses(runtime, me, {
    scope: "mine",
    page,
    page_size: MY_BUSINESSES_PAGE_SIZE,
  }).catch((error: unknown) => {
    runtime.logger.error({ err: error }, "certification: business list failed");
    return null;
  });
  return { businesses, page, pageSize: MY_BUSINESSES_PAGE_SIZE };
}
