import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { formatDayIn, LOCALES } from "~/domain/languages/local-format";
import { formatAmount } from "~/domain/payments/format-amount";
import { mailTranslator, tierName } from "./mail-language";
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

/** An amount in the payment's currency, written the language's way ("$348.00", "348,00 $US"). */
function amountIn(cents: number, currency: string, language: Language): string {
  if (language === "en") return formatAmount(cents, currency);
  try {
    return new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    return formatAmount(cents, currency);
  }
}

/** The payer's receipt once a certification payment went through: a first year or a renewal. */
export function paymentReceiptMail(
  to: string,
  r: PaymentReceipt,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const amount = amountIn(r.amountCents, r.currency, language);
  const tier = tierName(t, r.tier);
  const business = r.businessName;
  const day = (at: Date) => formatDayIn(at, language);
  return renderMail({
    to,
    language,
    subject: t("Payment receipt: {tier} certification for {business}", { tier, business }),
    origin: r.origin,
    body: [
      {
        kind: "paragraph",
        text: t("Thank you: we received your payment of {amount} for {business}.", { amount, business }),
      },
      {
        kind: "facts",
        title: t("Receipt"),
        rows: [
          { label: t("Business"), value: business },
          { label: t("Tier"), value: tier },
          { label: t("Amount"), value: amount },
          {
            label: t("Period"),
            value: r.period
              ? `${day(r.period.start)} – ${day(r.period.end)}`
              : t("One year from the day the application is approved"),
          },
          { label: t("Paid on"), value: day(r.paidAt) },
        ],
      },
    ],
    action: { label: t("Go to your dashboard"), url: r.dashboardUrl },
    reason: t("You receive this receipt because you paid for a certification on Ujamaa."),
  });
}
