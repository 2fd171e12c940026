import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { formatDayIn } from "~/domain/languages/local-format";
import { mailTranslator, tierName } from "./mail-language";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

/**
 * The owner's service notices about a certification after its approval (decision 045): reminders
 * before it expires, the expiry, a revocation, a failed yearly charge. Service notices, not
 * marketing: sent whatever the owner's e-mail preferences, and without an unsubscribe link. Each in the
 * owner's language.
 */

function notice(
  to: string,
  language: Language,
  origin: string,
  subject: string,
  paragraphs: (string | null)[],
  action: { label: string; url: string },
  { after, reason }: { after?: string; reason?: string } = {},
): Promise<MailMessage> {
  return renderMail({
    to,
    language,
    subject,
    origin,
    body: paragraphs.filter((p): p is string => Boolean(p)).map((text) => ({ kind: "paragraph", text })),
    action,
    after: after ? [{ kind: "paragraph", text: after }] : [],
    reason:
      reason ??
      mailTranslator(language)("You receive this service notice because you own this business on Ujamaa."),
  });
}

export type RenewalReminder = {
  businessName: string;
  tier: string;
  /** 60, 30 or 7. */
  days: number;
  expiresAt: Date;
  /** The recipient's site (mailOrigin). */
  origin: string;
  /** The one-click renewal: {origin}/renew/{businessId}. */
  renewUrl: string;
};

export function renewalReminderMail(
  to: string,
  r: RenewalReminder,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const values = { business: r.businessName, tier: tierName(t, r.tier), days: r.days };
  return notice(
    to,
    language,
    r.origin,
    t("{business}: {tier} certification expires in {days, plural, one {# day} other {# days}}", values),
    [
      t(
        "The {tier} certification of {business} expires on {date}, in {days, plural, one {# day} other {# days}}.",
        { ...values, date: formatDayIn(r.expiresAt, language) },
      ),
      t(
        "Renew it now to keep its badge in the directory and its certificate valid: the new year starts when the current one ends, so renewing early loses no day.",
      ),
    ],
    { label: t("Renew the certification"), url: r.renewUrl },
    {
      reason: t(
        "You receive this service notice because you own this business on Ujamaa; it is sent whatever your e-mail preferences.",
      ),
    },
  );
}

export type CertificationExpired = {
  businessName: string;
  tier: string;
  expiresAt: Date;
  /** The last day renewal by payment works. */
  graceEndsAt: Date;
  origin: string;
  renewUrl: string;
};

export function certificationExpiredMail(
  to: string,
  e: CertificationExpired,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const values = { business: e.businessName, tier: tierName(t, e.tier) };
  return notice(
    to,
    language,
    e.origin,
    t("{business}: {tier} certification expired", values),
    [
      t(
        'The {tier} certification of {business} expired on {date}. Its badge is no longer shown and its certificate now reads "Expired".',
        { ...values, date: formatDayIn(e.expiresAt, language) },
      ),
      t(
        "You can still renew it by payment until {date}. After that, a new application (documents, affidavit, signature and payment) reviewed by an administrator is needed.",
        { date: formatDayIn(e.graceEndsAt, language) },
      ),
    ],
    { label: t("Renew the certification"), url: e.renewUrl },
  );
}

export type CertificationRevoked = {
  businessName: string;
  tier: string;
  reason: string;
  revokedAt: Date;
  origin: string;
  /** The business's application page, where a new application starts. */
  url: string;
};

export function certificationRevokedMail(
  to: string,
  r: CertificationRevoked,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const values = { business: r.businessName, tier: tierName(t, r.tier) };
  return notice(
    to,
    language,
    r.origin,
    t("{business}: {tier} certification revoked", values),
    [
      t(
        'An administrator revoked the {tier} certification of {business} on {date}. Its badge is no longer shown and its certificate now reads "Revoked".',
        { ...values, date: formatDayIn(r.revokedAt, language) },
      ),
      t("Reason: {reason}", { reason: r.reason }),
      t("Any yearly payment for this certification has been stopped."),
    ],
    { label: t("View your application page"), url: r.url },
    { after: t("You can submit a new application from that page once the reason is addressed.") },
  );
}

export type PaymentFailed = {
  businessName: string;
  tier: string;
  origin: string;
  /** Where to pay the invoice: the provider's invoice page, or the renewal. */
  payUrl: string;
  /** The certification's current expiry, when it has one. */
  expiresAt: Date | null;
};

export function paymentFailedMail(
  to: string,
  p: PaymentFailed,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const values = { business: p.businessName, tier: tierName(t, p.tier) };
  return notice(
    to,
    language,
    p.origin,
    t("{business}: the yearly payment failed", values),
    [
      t("We could not charge the yearly payment for the {tier} certification of {business}.", values),
      p.expiresAt
        ? t(
            "Nothing changes for now: the certification stays valid until {date}. Pay before then so it is renewed.",
            { date: formatDayIn(p.expiresAt, language) },
          )
        : t("Nothing changes for now. Pay so the certification is renewed."),
    ],
    { label: t("Pay now"), url: p.payUrl },
  );
}
