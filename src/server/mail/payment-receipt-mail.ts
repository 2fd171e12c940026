import { formatAmount } from "~/domain/payments/format-amount";
import { formatDay } from "~/domain/shared/format-date";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

export type PaymentReceipt = {
  businessName: string;
  tier: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  /** The year paid for: a renewal's dates; a first year starts when the application is approved. */
  period: { start: Date; end: Date } | null;
  /** The recipient's site (mailOrigin). */
  origin: string;
  dashboardUrl: string;
};

/** The payer's receipt once a certification payment went through: a first year or a renewal. */
export function paymentReceiptMail(to: string, r: PaymentReceipt): Promise<MailMessage> {
  const amount = formatAmount(r.amountCents, r.currency);
  return renderMail({
    to,
    subject: `Payment receipt: ${r.tier} certification for ${r.businessName}`,
    origin: r.origin,
    body: [
      { kind: "paragraph", text: `Thank you: we received your payment of ${amount} for ${r.businessName}.` },
      {
        kind: "facts",
        title: "Receipt",
        rows: [
          { label: "Business", value: r.businessName },
          { label: "Tier", value: r.tier },
          { label: "Amount", value: amount },
          {
            label: "Period",
            value: r.period
              ? `${formatDay(r.period.start)} – ${formatDay(r.period.end)}`
              : "One year from the day the application is approved",
          },
          { label: "Paid on", value: formatDay(r.paidAt) },
        ],
      },
    ],
    action: { label: "Go to your dashboard", url: r.dashboardUrl },
    reason: "You receive this receipt because you paid for a certification on Ujamaa.",
  });
}
