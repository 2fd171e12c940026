import { asc, eq } from "drizzle-orm";
import { mayRenewByPayment } from "~/domain/certification/certification-lifecycle";
import { isRenewableTier } from "~/domain/certification/certification-machine";
import type { Db } from "~/server/db/client";
import { businesses, payments } from "~/server/db/schema";
import type { PaidInvoice } from "~/server/payments/payment-provider";
import { lifecycleFieldsOf } from "~/server/services/certification/lifecycle-fields";
import type { ServiceContext } from "~/server/services/service-context";
import { payerActor, renewThroughPayment } from "./complete-payment";
import { queuePaymentReceipt } from "./queue-payment-receipt";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The billing reason of a subscription's later years; its first invoice ("subscription_create") is the checkout. */
export const YEARLY_CHARGE = "subscription_cycle";

export type YearlyChargeOutcome = "ignored" | "unknown_subscription" | "duplicate" | "recorded" | "renewed";

/**
 * A paid yearly invoice of a subscription one of our checkouts started (decision 036, update of
 * 2026-11-24), inside the webhook's transaction: a new payments row for that year (a renewal, provider
 * stripe, session id = the invoice id, the invoice's amount, paid now, the original payer, the
 * business's current tier), then the same renewal as a completed renewal checkout. The invoice id is
 * unique on payments, so one invoice renews once even when it comes under two event ids (invoice.paid and
 * invoice.payment_succeeded). An unknown subscription changes nothing; a business that is no longer an
 * approved paid tier keeps the paid payment but is not renewed (an admin refunds it in Stripe).
 */
export async function applyYearlyCharge(
  ctx: Pick<ServiceContext, "config" | "jobs" | "logger">,
  tx: Tx,
  input: { invoice: PaidInvoice; eventId: string; now: Date },
): Promise<YearlyChargeOutcome> {
  const { logger } = ctx;
  const { invoice, eventId, now } = input;
  if (invoice.billingReason !== YEARLY_CHARGE || !invoice.subscriptionId) return "ignored";
  const [original] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerSubscriptionId, invoice.subscriptionId))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  if (!original) {
    logger.warn(
      { eventId, invoiceId: invoice.invoiceId, subscriptionId: invoice.subscriptionId },
      "payments: a yearly invoice for a subscription we do not know; nothing changed",
    );
    return "unknown_subscription";
  }
  if (original.status === "duplicate") {
    logger.warn(
      { eventId, invoiceId: invoice.invoiceId, paymentId: original.id },
      "payments: a yearly invoice of a duplicate first year's subscription; nothing renewed, refund it",
    );
    return "ignored";
  }
  const [business] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, original.businessId))
    .for("update")
    .limit(1);
  if (!business) return "unknown_subscription";
  const [payment] = await tx
    .insert(payments)
    .values({
      businessId: business.id,
      userId: original.userId,
      tier: business.certificationTier,
      isRenewal: true,
      provider: "stripe",
      providerSessionId: invoice.invoiceId,
      providerSubscriptionId: invoice.subscriptionId,
      status: "paid",
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payments.providerSessionId })
    .returning();
  if (!payment) return "duplicate";
  // Renewed while renewal by payment is open: approved, or expired within the grace period (a charge
  // Stripe retried after a failure, decision 045). Otherwise recorded, not renewed.
  if (!mayRenewByPayment(lifecycleFieldsOf(business), now) || !isRenewableTier(business.certificationTier)) {
    logger.warn(
      {
        eventId,
        invoiceId: invoice.invoiceId,
        paymentId: payment.id,
        businessId: business.id,
        certificationStatus: business.certificationStatus,
        tier: business.certificationTier,
      },
      "payments: a yearly charge was paid for a business that is no longer certified; recorded, not renewed (refund it in Stripe)",
    );
    return "recorded";
  }
  const after = await renewThroughPayment(tx, payerActor(payment, business.ownerId), {
    businessId: business.id,
    paymentId: payment.id,
    now,
  });
  await queuePaymentReceipt(ctx, tx, {
    payment,
    paidAt: now,
    businessName: business.name,
    ownerId: business.ownerId,
    renewedUntil: after.certificationExpiresAt,
  });
  return "renewed";
}
