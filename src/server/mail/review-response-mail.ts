import type { MailMessage } from "./mailer";
import { escapeHtml, SIGNATURE } from "./templates";

/**
 * The reviewer's e-mail when a business answers their review. The answer itself stays on the page
 * (a link in it would be clickable in a mail program), so the mail names the business and links there.
 */
export function reviewResponseMail(to: string, r: { businessName: string; url: string }): MailMessage {
  const intro = `${r.businessName} responded to your review on Ujamaa.`;
  return {
    to,
    subject: `${r.businessName} responded to your review`.replace(/[\r\n]+/g, " "),
    text: `${intro}\n\nRead the response: ${r.url}${SIGNATURE}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(r.url)}">Read the response</a></p>`,
  };
}
