import type { ReviewDecision } from "~/domain/certification/statuses";
import { nowCertified, type Tier } from "~/domain/certification/tiers";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

export type CertificationDecision = {
  businessName: string;
  tier: Tier;
  decision: ReviewDecision;
  /** The reviewer's notes, if any: always sent on a rejection, so the owner knows what to fix. */
  notes: string | null;
  /** The recipient's site (mailOrigin). */
  origin: string;
  /** The business's application page. */
  url: string;
  /** 'MMM dd, yyyy' when approved. */
  expires: string | null;
};

/** The owner's e-mail when an admin approves or rejects their certification application. */
export function certificationDecisionMail(to: string, d: CertificationDecision): Promise<MailMessage> {
  const approved = d.decision === "approved";
  return renderMail({
    to,
    subject: approved
      ? nowCertified(d.businessName, d.tier)
      : `Your certification application for ${d.businessName} was not approved`,
    origin: d.origin,
    body: [
      {
        kind: "paragraph",
        text: approved
          ? `Good news: your ${d.tier} certification application for ${d.businessName} was approved.${d.expires ? ` It is valid until ${d.expires}.` : ""}`
          : `Your ${d.tier} certification application for ${d.businessName} was reviewed and not approved.`,
      },
      ...(d.notes ? [{ kind: "facts" as const, rows: [{ label: "Reviewer's notes", value: d.notes }] }] : []),
    ],
    action: { label: "View your application", url: d.url },
    after: [
      {
        kind: "paragraph",
        text: approved
          ? "Your listing now shows its certification badge."
          : "You can correct your documents and apply again from your application page.",
      },
    ],
    reason: `You receive this because you applied for the certification of ${d.businessName} on Ujamaa.`,
  });
}
