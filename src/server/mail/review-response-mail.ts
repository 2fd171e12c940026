import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { mailTranslator } from "./mail-language";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

/**
 * The reviewer's e-mail when a business answers their review. The answer itself stays on the page
 * (a link in it would be clickable in a mail program), so the mail names the business and links there.
 */
export function reviewResponseMail(
  to: string,
  r: { businessName: string; origin: string; url: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const business = r.businessName;
  return renderMail({
    to,
    language,
    subject: t("{business} responded to your review", { business }),
    origin: r.origin,
    body: [{ kind: "paragraph", text: t("{business} responded to your review on Ujamaa.", { business }) }],
    action: { label: t("Read the response"), url: r.url },
    reason: t("You receive this because you wrote a review of this business on Ujamaa."),
  });
}
