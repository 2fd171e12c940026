import type { MailMessage } from "./mailer";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A new certification application, for an administrator to review. */
export function applicationSubmittedMail(
  to: string,
  application: { businessName: string; tier: string; reviewUrl: string },
): MailMessage {
  const intro = `${application.businessName} applied for ${application.tier} certification and is waiting for review.`;
  return {
    to,
    subject: `New certification application: ${application.businessName}`.replace(/[\r\n]+/g, " "),
    text: `${intro}\n\nReview applications: ${application.reviewUrl}\n\n— Ujamaa · Educate. Elevate. Empower.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(application.reviewUrl)}">Review applications</a></p>`,
  };
}
