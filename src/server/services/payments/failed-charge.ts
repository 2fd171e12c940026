import { and, asc, eq } from "drizzle-orm";
import { dayNotice, notice, tierNotice } from "~/domain/notifications/notice";
import type { Db } from "~/server/db/client";
import { businesses, certificationNotices, payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { paymentFailedMail } from "~/server/mail/certification-lifecycle-mail";
import type { PaidInvoice } from "~/server/payments/payment-provider";
import { type Actor, isOwnerOrAdmin, requireUser } from "~/server/policy";
import { mailRecipient } from "~/server/services/accounts/mail-recipient";
import { createNotification } from "~/server/services/notifications/create-notification";
import type { ServiceContext } from "~/server/services/service-context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where the owner pays a failed invoice on this site: it sends them on to the provider's invoice page. */
export function payInvoicePath(invoiceId: string): string {
  return `/pay-invoice/${encodeURIComponent(invoiceId)}`;
}

export type FailedChargeOutcome = "unknown_subscription" | "already_told" | "notified";

/**
 * A subscription's invoice could not be charged (Stripe's invoice.payment_failed, decision 045),
 * inside the webhook's transaction: the owner of the business whose payment started the subscription
 * is told in-app and by e-mail, with where to pay it (the provider's invoice page). Nothing else
 * changes: the certification runs to its expiry, and a later successful charge renews it as usual.
 * Once per invoice, however often Stripe reports it (each retry of the charge is a new event): the
 * notice is claimed by its row in certification_notices (business, payment_failed, invoice id).
 */
export async function notifyFailedCharge(
  tx: Tx,
  ctx: Pick<ServiceContext, "jobs" | "config" | "logger">,
  input: { invoice: PaidInvoice; eventId: string; now: Date },
): Promise<FailedChargeOutcome> {
  const { invoice, eventId, now } = input;
  const [original] = invoice.subscriptionId
    ? await tx
        .select({ businessId: payments.businessId })
        .from(payments)
        .where(eq(payments.providerSubscriptionId, invoice.subscriptionId))
        .orderBy(asc(payments.createdAt))
        .limit(1)
    : [];
  const [business] = original
    ? await tx.select().from(businesses).where(eq(businesses.id, original.businessId)).limit(1)
    : [];
  if (!business) {
    ctx.logger.warn(
      { eventId, invoiceId: invoice.invoiceId, subscriptionId: invoice.subscriptionId },
      "payments: a failed invoice for a subscription we do not know; nothing changed",
    );
    return "unknown_subscription";
  }
  const claimed = await tx
    .insert(certificationNotices)
    .values({
      businessId: business.id,
      kind: "payment_failed",
      key: invoice.invoiceId,
      link: invoice.payUrl,
      sentAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: certificationNotices.key });
  if (claimed.length === 0 || !business.ownerId) return "already_told";
  const until = business.certificationExpiresAt;
  await createNotification(
    { db: tx },
    {
      userId: business.ownerId,
      kind: "certification_update",
      title: notice("Yearly payment failed"),
      body: until
        ? notice(
            "We could not charge the yearly payment for {business}'s {tier} certification. It stays valid until {date}: pay before then so it is renewed.",
            { business: business.name, tier: tierNotice(business.certificationTier), date: dayNotice(until) },
          )
        : notice(
            "We could not charge the yearly payment for {business}'s {tier} certification. Pay it so the certification is renewed.",
            { business: business.name, tier: tierNotice(business.certificationTier) },
          ),
      link: payInvoicePath(invoice.invoiceId),
    },
  );
  const owner = await mailRecipient(ctx, tx, business.ownerId);
  if (owner) {
    const mail = await paymentFailedMail(
      owner.email,
      {
        businessName: business.name,
        tier: business.certificationTier,
        origin: owner.origin,
        payUrl: invoice.payUrl ?? `${owner.origin}${payInvoicePath(invoice.invoiceId)}`,
        expiresAt: until,
      },
      owner.language,
    );
    await ctx.jobs.enqueue(tx, "send-mail", mail);
  }
  return "notified";
}

/**
 * Where the owner (or an admin) pays an invoice they were told failed: the provider's invoice page,
 * or the renewal checkout when the provider gave none. Unknown invoices and anyone else: 404.
 */
export async function failedInvoicePayUrl(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  { invoiceId }: { invoiceId: string },
): Promise<string> {
  const me = requireUser(actor);
  const [notice] = await ctx.db
    .select({ link: certificationNotices.link, businessId: businesses.id, ownerId: businesses.ownerId })
    .from(certificationNotices)
    .innerJoin(businesses, eq(businesses.id, certificationNotices.businessId))
    .where(and(eq(certificationNotices.kind, "payment_failed"), eq(certificationNotices.key, invoiceId)))
    .limit(1);
  if (!notice || !isOwnerOrAdmin(me, notice.ownerId)) throw new AppError("not_found", "Invoice not found.");
  return notice.link ?? `/renew/${notice.businessId}`;
}
