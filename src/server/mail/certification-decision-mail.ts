import type { ReviewDecision } from "~/domain/certification/statuses";
import { nowCertified, type Tier } from "~/domain/certification/tiers";
import type { MailMessage } from "./mailer";
import { escapeHtml, SIGNATURE } from "./templates";

export type CertificationDecision = {
  businessName: string;
  tier: Tier;
  decision: ReviewDecision;
  /** The reviewer's notes, if any: always sent on a rejection, so the owner knows what to fix. */
  notes: string | null;
  /** The business's application page. */
  url: string;
  /** 'MMM dd, yyyy' when approved. */
  expires: string | null;
};

/** The owner's e-mail when an admin approves or rejects their certification application. */
export function certificationDecisionMail(to: string, d: CertificationDecision): MailMessage {
  const approved = d.decision === "approved";
  const subject = approved
    ? nowCertified(d.businessName, d.tier)
    : `Your certification application for ${d.businessName} was not approved`;
  const intro = approved
    ? `Good news: your ${d.tier} certification application for ${d.businessName} was approved.${d.expires ? ` It is valid until ${d.expires}.` : ""}`
    : `Your ${d.tier} certification application for ${d.businessName} was reviewed and not approved.`;
  const notesLine = d.notes ? `Reviewer's notes: ${d.notes}` : null;
  const outro = approved
    ? "Your listing now shows its certification badge."
    : "You can correct your documents and apply again from your application page.";
  return {
    to,
    subject: subject.replace(/[\r\n]+/g, " "),
    text:
      [intro, notesLine, `View your application: ${d.url}`, outro].filter(Boolean).join("\n\n") + SIGNATURE,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      (d.notes
        ? `<p><strong>Reviewer's notes:</strong> ${escapeHtml(d.notes).replaceAll("\n", "<br>")}</p>`
        : "") +
      `<p><a href="${escapeHtml(d.url)}">View your application</a></p><p>${escapeHtml(outro)}</p>`,
  };
}
