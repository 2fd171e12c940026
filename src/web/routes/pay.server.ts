import { redirect } from "react-router";
import { paymentSessionIdSchema } from "~/domain/payments/payment-api-schema";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getSimulatedCheckout } from "~/server/services/payments/simulate-checkout";
import { toPageError } from "./page-guards.server";

/**
 * /pay/{sessionId}: the local test checkout (only without Stripe). Visitors go to /auth; anyone but
 * the payment's owner or an admin, and unknown sessions, to / — as is an id no session can have.
 */
export async function loadPayPage(runtime: Runtime, me: SignedInActor, sessionId: string) {
  if (!paymentSessionIdSchema.safeParse(sessionId).success) throw redirect("/");
  return getSimulatedCheckout(runtime, me, { sessionId }).catch(toPageError({ missingGoesTo: "/" }));
}
