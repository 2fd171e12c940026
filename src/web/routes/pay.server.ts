import { redirect } from "react-router";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getSimulatedCheckout } from "~/server/services/payments/simulate-checkout";
import { requireUserPage } from "~/web/features/auth/guards.server";

/**
 * /pay/{sessionId}: the local test checkout (only without Stripe). Visitors go to /auth; anyone but
 * the payment's owner or an admin, and unknown sessions, to /.
 */
export async function loadPayPage(runtime: Runtime, actor: Actor, sessionId: string) {
  const me = requireUserPage(actor);
  try {
    return await getSimulatedCheckout(runtime, me, { sessionId });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw redirect("/");
    throw error;
  }
}
