import { eq } from "drizzle-orm";
import { CHECKOUT_CANCEL_PATH, CHECKOUT_SUCCESS_PATH } from "~/domain/payments/payment-api-schema";
import { payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { PAYMENT_NOT_FOUND, readPaymentBySession } from "./read-payment";

function requireSimulator(ctx: ServiceContext): void {
  if (ctx.payments.kind !== "simulator") throw new AppError("not_found", PAYMENT_NOT_FOUND);
}

/** The local checkout page's content (/pay/{sessionId}): owner or admin of the payment only. */
export async function getSimulatedCheckout(
  ctx: ServiceContext,
  actor: Actor,
  { sessionId }: { sessionId: string },
) {
  requireSimulator(ctx);
  const { payment, business } = await readPaymentBySession(ctx.db, actor, sessionId);
  return {
    session_id: payment.providerSessionId,
    business_name: business.name,
    tier: payment.tier,
    is_renewal: payment.isRenewal,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
  };
}

/**
 * "Pay" or "Cancel" on the local checkout page: marks the simulated session (the payments row) and
 * answers where the browser goes next, as Stripe Checkout would send it. Paying does not complete the
 * payment: the dashboard's verify call does.
 */
export async function simulateCheckout(
  ctx: ServiceContext,
  actor: Actor,
  { sessionId, outcome }: { sessionId: string; outcome: "paid" | "canceled" },
): Promise<{ redirect: string }> {
  requireSimulator(ctx);
  const { payment } = await readPaymentBySession(ctx.db, actor, sessionId);
  if (payment.status !== "pending") throw new AppError("conflict", "This checkout is already closed.");
  await ctx.db
    .update(payments)
    .set({ status: outcome, updatedAt: ctx.now() })
    .where(eq(payments.id, payment.id));
  return {
    redirect:
      outcome === "paid"
        ? `${CHECKOUT_SUCCESS_PATH}${encodeURIComponent(payment.providerSessionId)}`
        : CHECKOUT_CANCEL_PATH,
  };
}
