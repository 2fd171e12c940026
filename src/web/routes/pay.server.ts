import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getSimulatedCheckout } from "~/server/services/payments/simulate-checkout";
import { toPageError } from "./page-guards.server";

/**
 * /pay/{sessionId}: the local test checkout (only without Stripe). Visitors go to /auth; anyone but
 * the payment's owner or an admin, and unknown sessions, to /.
 */
export async function loadPayPage(runtime: Runtime, me: SignedInActor, sessionId: string) {
  return getSimulatedCheckout(runtime, me, { sessionId }).catch(toPageError({ missingGoesTo: "/" }));
}
