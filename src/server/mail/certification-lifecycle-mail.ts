import { formatDay } from "~/domain/shared/format-date";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

/**
 * The owner's service notices about a certification after its approval (decision 045): reminders
 * before it expires, the expiry, a revocation, a failed yearly charge. Service notices, not
 * marketing: sent whatever the owner's e-mail preferences, and without an unsubscribe link.
 */

const OWNER_NOTICE = "You receive this service notice because you own this business on Ujamaa.";

function notice(
  to: string,
  origin: string,
  subject: string,
  paragraphs: (string | null)[],
  action: { label: string; url: string },
  { after, reason = OWNER_NOTICE }: { after?: string; reason?: string } = {},
): Promise<MailMessage> {
  return renderMail({
    to,
    subject,
    origin,
    body: paragraphs.filter((p): p is string => Boolean(p)).map((text) => ({ kind: "paragraph", text })),
    action,
    after: after ? [{ kind: "paragraph", text: after }] : [],
    reason,
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

export function renewalReminderMail(to: string, r: RenewalReminder): Promise<MailMessage> {
  return notice(
    to,
    r.origin,
    `${r.businessName}: ${r.tier} certification expires in ${r.days} days`,
    [
      `The ${r.tier} certification of ${r.businessName} expires on ${formatDay(r.expiresAt)}, in ${r.days} days.`,
      "Renew it now to keep its badge in the directory and its certificate valid: the new year starts when the current one ends, so renewing early loses no day.",
    ],
    { label: "Renew the certification", url: r.renewUrl },
    {
      reason:
        "You receive this service notice because you own this business on Ujamaa; it is sent whatever your e-mail preferences.",
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

export function certificationExpiredMail(to: string, e: CertificationExpired): Promise<MailMessage> {
  return notice(
    to,
    e.origin,
    `${e.businessName}: ${e.tier} certification expired`,
    [
      `The ${e.tier} certification of ${e.businessName} expired on ${formatDay(e.expiresAt)}. Its badge is no longer shown and its certificate now reads "Expired".`,
      `You can still renew it by payment until ${formatDay(e.graceEndsAt)}. After that, a new application (documents, affidavit, signature and payment) reviewed by an administrator is needed.`,
    ],
    { label: "Renew the certification", url: e.renewUrl },
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

export function certificationRevokedMail(to: string, r: CertificationRevoked): Promise<MailMessage> {
  return notice(
    to,
    r.origin,
    `${r.businessName}: ${r.tier} certification revoked`,
    [
      `An administrator revoked the ${r.tier} certification of ${r.businessName} on ${formatDay(r.revokedAt)}. Its badge is no longer shown and its certificate now reads "Revoked".`,
      `Reason: ${r.reason}`,
      "Any yearly payment for this certification has been stopped.",
    ],
    { label: "View your application page", url: r.url },
    { after: "You can submit a new application from that page once the reason is addressed." },
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

export function paymentFailedMail(to: string, p: PaymentFailed): Promise<MailMessage> {
  return notice(
    to,
    p.origin,
    `${p.businessName}: the yearly payment failed`,
    [
      `We could not charge the yearly payment for the ${p.tier} certification of ${p.businessName}.`,
      p.expiresAt
        ? `Nothing changes for now: the certification stays valid until ${formatDay(p.expiresAt)}. Pay before then so it is renewed.`
        : "Nothing changes for now. Pay so the certification is renewed.",
    ],
    { label: "Pay now", url: p.payUrl },
  );
}
