import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

/**
 * The reviewer's e-mail when a business answers their review. The answer itself stays on the page
 * (a link in it would be clickable in a mail program), so the mail names the business and links there.
 */
export function reviewResponseMail(
  to: string,
  r: { businessName: string; origin: string; url: string },
): Promise<MailMessage> {
  return renderMail({
    to,
    subject: `${r.businessName} responded to your review`,
    origin: r.origin,
    body: [{ kind: "paragraph", text: `${r.businessName} responded to your review on Ujamaa.` }],
    action: { label: "Read the response", url: r.url },
    reason: "You receive this because you wrote a review of this business on Ujamaa.",
  });
}
