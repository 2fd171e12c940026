import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listMyBusinesses } from "~/server/services/businesses/list-my-businesses";
import { requireUserPage } from "~/web/features/auth/guards.server";

/** /certification: the signed-in user's own businesses (null when they cannot be read). */
export async function loadCertificationPage(runtime: Runtime, actor: Actor) {
  const me = requireUserPage(actor);
  const businesses = await listMyBusinesses(runtime, me, { scope: "mine", page_size: 48 })
    .then((page) => page.items)
    .catch((error: unknown) => {
      runtime.logger.error({ err: error }, "certification: business list failed");
      return null;
    });
  return { businesses };
}
