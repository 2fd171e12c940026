import { eq } from "drizzle-orm";
import type { Tier } from "~/domain/certification/tiers";
import { dayNotice, notice, tierNotice } from "~/domain/notifications/notice";
import type { Db } from "~/server/db/client";
import { businesses, payments, userRoles } from "~/server/db/schema";
import type { SignedInActor } from "~/server/policy";
import { findUsableFirstYearPayment } from "~/server/services/certification/first-year-payment";
import { transitionCertification } from "~/server/services/certification/transition-certification";
import { createNotification } from "~/server/services/notifications/create-notification";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import type { ServiceContext } from "~/server/services/service-context";
import { queuePaymentReceipt } from "./queue-payment-receipt";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Completion = {
  completed: boolean;
  expiresAt: Date | null;
  /** A second paid first year of the same tier (decision 043): kept as duplicate, its subscription to cancel. */
  duplicate?: { paymentId: string; subscriptionId: string | null };
};

/**
 * Applies a payment the provider says is paid, once, inside the caller's transaction: the payment row
 * is locked, and only a payment with no paid_at yet is completed (status paid, paid_at), then a
 * renewal goes through the one certification transition (its own row lock and event, naming the
 * payment) and the owner is notified. A first-year payment (not a renewal, decision 037) changes
 * nothing else and notifies no one: the application's submission uses it. A second call (verify again, a webhook replay, both at once)
 * finds paid_at set and changes nothing. The checkout's subscription (Stripe) is kept on the payment, so its
 * later yearly invoices find it (yearly-charge.ts). `actor` is the caller (verify) or, for a webhook, the payer.
 * The business's row is locked first (the order start-checkout takes them in). A first year paid while
 * another usable first year of that tier exists (decision 043) becomes a duplicate: never used by an
 * application, flagged to every admin; the caller cancels its subscription once committed.
 */
export async function completePayment(
  ctx: Pick<ServiceContext, "config" | "jobs">,
  tx: Tx,
  input: {
    sessionId: string;
    /** The subscription the checkout started (Stripe), kept on the payment for its later yearly invoices. */
    subscriptionId?: string | null;
    now: Date;
    actor: (payment: typeof payments.$inferSelect, ownerId: string | null) => SignedInActor;
  },
): Promise<Completion | null> {
  const [found] = await tx
    .select({ businessId: payments.businessId })
    .from(payments)
    .where(eq(payments.providerSessionId, input.sessionId))
    .limit(1);
  if (!found) return null;
  const [business] = await tx
    .select({
      name: businesses.name,
      ownerId: businesses.ownerId,
      expiresAt: businesses.certificationExpiresAt,
    })
    .from(businesses)
    .where(eq(businesses.id, found.businessId))
    .for("update")
    .limit(1);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, input.sessionId))
    .for("update")
    .limit(1);
  if (!payment) return null;
  const subscriptionId = input.subscriptionId ?? payment.providerSubscriptionId;
  if (payment.paidAt) {
    if (subscriptionId && !payment.providerSubscriptionId) {
      await tx
        .update(payments)
        .set({ providerSubscriptionId: subscriptionId, updatedAt: input.now })
        .where(eq(payments.id, payment.id));
      // A duplicate completed before its subscription was known: that subscription is cancelled too.
      if (payment.status === "duplicate") {
        return {
          completed: false,
          expiresAt: business?.expiresAt ?? null,
          duplicate: { paymentId: payment.id, subscriptionId },
        };
      }
    }
    return { completed: false, expiresAt: business?.expiresAt ?? null };
  }

  const duplicate =
    !payment.isRenewal && (await findUsableFirstYearPayment(tx, payment.businessId, payment.tier)) !== null;
  await tx
    .update(payments)
    .set({
      status: duplicate ? "duplicate" : "paid",
      paidAt: input.now,
      providerSubscriptionId: subscriptionId,
      updatedAt: input.now,
    })
    .where(eq(payments.id, payment.id));
  if (duplicate) {
    await flagDuplicateToAdmins(tx, {
      businessId: payment.businessId,
      name: business?.name ?? "",
      tier: payment.tier,
    });
    return {
      completed: false,
      expiresAt: business?.expiresAt ?? null,
      duplicate: { paymentId: payment.id, subscriptionId },
    };
  }
  const receipt = {
    payment,
    paidAt: input.now,
    businessName: business?.name ?? "",
    ownerId: business?.ownerId ?? null,
  };
  // A first year (decision 037) is only paid: the application it pays for is submitted afterwards.
  if (!payment.isRenewal) {
    await queuePaymentReceipt(ctx, tx, { ...receipt, renewedUntil: null });
    return { completed: true, expiresAt: business?.expiresAt ?? null };
  }
  const after = await renewThroughPayment(tx, input.actor(payment, business?.ownerId ?? null), {
    businessId: payment.businessId,
    paymentId: payment.id,
    now: input.now,
  });
  await queuePaymentReceipt(ctx, tx, { ...receipt, renewedUntil: after.certificationExpiresAt });
  return { completed: true, expiresAt: after.certificationExpiresAt };
}

/** Every admin is told of a duplicate first year, to refund it (the subscription is cancelled by the caller). */
async function flagDuplicateToAdmins(tx: Tx, input: { businessId: string; name: string; tier: Tier }) {
  const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
  await createNotifications(
    { db: tx },
    admins.map((admin) => ({
      userId: admin.id,
      kind: "certification_update" as const,
      title: notice("Duplicate payment to refund"),
      body: notice(
        "{business} paid its {tier} first year twice: the second payment is kept apart as a duplicate and its subscription is cancelled. Refund it at the payment provider.",
        { business: input.name, tier: tierNotice(input.tier) },
      ),
      link: `/certification/${input.businessId}`,
    })),
  );
}

/**
 * Cancels a duplicate's subscription at the provider once its completion is committed, so it is never
 * billed again; a failure is logged for the admins already told of it.
 */
export async function cancelDuplicateSubscription(
  ctx: Pick<ServiceContext, "payments" | "logger">,
  completion: Completion | null,
): Promise<void> {
  const duplicate = completion?.duplicate;
  if (!duplicate?.subscriptionId) return;
  try {
    await ctx.payments.cancelSubscription(duplicate.subscriptionId);
  } catch (error) {
    ctx.logger.warn(
      { err: error, paymentId: duplicate.paymentId },
      "payments: a duplicate's subscription could not be cancelled; cancel it at the provider",
    );
  }
}

/**
 * The renewal a paid payment buys: the certification's renew transition (its row lock and event, naming
 * the payment) and the owner's certification_update notification. Used by a completed renewal checkout
 * and by a subscription's later yearly invoice (yearly-charge.ts).
 */
export async function renewThroughPayment(
  tx: Tx,
  actor: SignedInActor,
  input: { businessId: string; paymentId: string; now: Date },
) {
  const { after } = await transitionCertification(tx, actor, {
    businessId: input.businessId,
    action: "renew",
    paymentId: input.paymentId,
    now: input.now,
  });
  if (after.ownerId) {
    await createNotification(
      { db: tx },
      {
        userId: after.ownerId,
        kind: "certification_update",
        title: notice("Certification renewed"),
        body: notice("{business}'s {tier} certification now runs until {date}.", {
          business: after.name,
          tier: tierNotice(after.certificationTier),
          date: after.certificationExpiresAt ? dayNotice(after.certificationExpiresAt) : "",
        }),
        link: `/certification/${after.id}`,
      },
    );
  }
  return after;
}

/**
 * The actor a webhook completes a payment as: the user who paid. Only the owner or an admin can start
 * a checkout, so a payer who is not the owner was acting as an admin.
 */
export function payerActor(payment: typeof payments.$inferSelect, ownerId: string | null): SignedInActor {
  const userId = payment.userId ?? ownerId ?? "";
  return {
    kind: "user",
    userId,
    email: "",
    name: "",
    role: userId === ownerId ? "user" : "admin",
    emailVerified: true,
  };
}
