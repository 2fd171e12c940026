import type { Db } from "~/server/db/client";
import type { payments } from "~/server/db/schema";
import { paymentReceiptMail } from "~/server/mail/payment-receipt-mail";
import { mailRecipient } from "~/server/services/accounts/mail-recipient";
import type { ServiceContext } from "~/server/services/service-context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The year a renewal paid for: it ends at the new expiry, one year after it starts (renewedExpiry). */
function renewedYear(expiresAt: Date | null): { start: Date; end: Date } | null {
  if (!expiresAt) return null;
  const start = new Date(expiresAt);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return { start, end: expiresAt };
}

/**
 * The receipt of a payment that went through, queued in the transaction that completed it, for the one
 * who paid (else the business's owner): a first year (its year starts at approval) or a renewal (`renewedUntil`).
 */
export async function queuePaymentReceipt(
  ctx: Pick<ServiceContext, "config" | "jobs">,
  tx: Tx,
  input: {
    payment: typeof payments.$inferSelect;
    paidAt: Date;
    businessName: string;
    ownerId: string | null;
    renewedUntil: Date | null;
  },
): Promise<void> {
  const { payment } = input;
  const payerId = payment.userId ?? input.ownerId;
  const payer = payerId ? await mailRecipient(ctx, tx, payerId) : null;
  if (!payer) return;
  const mail = await paymentReceiptMail(
    payer.email,
    {
      businessName: input.businessName,
      tier: payment.tier,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paidAt: input.paidAt,
      period: payment.isRenewal ? renewedYear(input.renewedUntil) : null,
      origin: payer.origin,
      dashboardUrl: `${payer.origin}/dashboard`,
    },
    payer.language,
  );
  await ctx.jobs.enqueue(tx, "send-mail", mail);
}
