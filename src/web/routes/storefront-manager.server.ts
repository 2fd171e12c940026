import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listMyBusinesses } from "~/server/services/businesses/list-my-businesses";

/** /storefront-manager: the first page of the member's own businesses (an admin's own too, not everyone's). */
export async function loadStorefrontManager(runtime: Runtime, me: SignedInActor) {
  return { first: await listMyBusinesses(runtime, me, { scope: "mine", page: 1 }) };
}
