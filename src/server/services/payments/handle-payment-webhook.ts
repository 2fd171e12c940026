import { webhookEvents } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { WebhookSignatureError } from "~/server/payments/payment-provider";
import type { ServiceContext } from "~/server/services/service-context";
import { cancelDuplicateSubscription, completePayment, payerActor } from "./complete-payment";
import { notifyFailedCharge } from "./failed-charge";
import { applyYearlyCharge } from "./yearly-charge";

/** The events that mean a checkout's money is in. */
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
/** A subscription's invoice is paid (invoice.payment_succeeded is the same in older API versions). */
const INVOICE_PAID_EVENTS = new Set(["invoice.paid", "invoice.payment_succeeded"]);
const SUBSCRIPTION_ENDED = "customer.subscription.deleted";
/** A subscription's yearly charge failed: the owner is told where to pay (decision 045). */
const INVOICE_FAILED = "invoice.payment_failed";

/**
 * Stripe's webhook: the signature of the raw body is checked first (400, nothing changes, when it is
 * wrong). Each event id is recorded once (webhook_events), in the same transaction as its effect, so a
 * redelivery changes nothing; a paid checkout completes its payment through the same completion as
 * verify (keeping the subscription it started). A paid yearly invoice of that subscription
 * ("subscription_cycle") records that year's payment and renews once more (yearly-charge.ts); its first
 * invoice is the checkout itself and is ignored. A failed charge (invoice.payment_failed) tells the
 * owner where to pay, once per invoice, and changes nothing else (failed-charge.ts). A cancelled subscription changes nothing: the
 * certification runs to its expiry. Events about sessions or subscriptions we never made are
 * acknowledged and ignored.
 */
export async function handlePaymentWebhook(
  ctx: ServiceContext,
  { rawBody, signature }: { rawBody: string; signature: string | undefined },
): Promise<{ received: true }> {
  if (ctx.payments.kind !== "stripe") throw new AppError("not_found", "Not found.");
  let event: ReturnType<typeof ctx.payments.parseWebhook>;
  try {
    event = ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError("validation", "The webhook signature does not match.");
    }
    throw error;
  }
  const now = ctx.now();
  const completion = await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: event.eventId, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return;
    if (INVOICE_PAID_EVENTS.has(event.type) && event.invoice) {
      await applyYearlyCharge(ctx, tx, { invoice: event.invoice, eventId: event.eventId, now });
      return;
    }
    if (event.type === INVOICE_FAILED && event.invoice) {
      await notifyFailedCharge(tx, ctx, { invoice: event.invoice, eventId: event.eventId, now });
      return;
    }
    if (event.type === SUBSCRIPTION_ENDED) {
      ctx.logger.info(
        { eventId: event.eventId },
        "payments: a subscription was cancelled; its certification runs to its expiry",
      );
      return;
    }
    if (!PAID_EVENTS.has(event.type) || !event.paid || !event.sessionId) return;
    const completion = await completePayment(ctx, tx, {
      sessionId: event.sessionId,
      subscriptionId: event.subscriptionId,
      now,
      actor: payerActor,
    });
    if (!completion) ctx.logger.warn({ eventId: event.eventId }, "payments: webhook for an unknown session");
    return completion;
  });
  if (completion) ctx.searchCache.invalidate();
  await cancelDuplicateSubscription(ctx, completion ?? null);
  return { received: true };
}
