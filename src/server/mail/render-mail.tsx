import { render } from "@react-email/render";
import type { MailContent } from "./mail-content";
import { MailLayout } from "./mail-layout";
import { mailText } from "./mail-text";
import type { MailMessage } from "./mailer";

/** A message in the one layout: its HTML part and its plain-text part, made from the same content. */
export async function renderMail(content: MailContent): Promise<MailMessage> {
  const html = await render(<MailLayout content={content} />);
  return {
    to: content.to,
    subject: content.subject.replace(/[\r\n]+/g, " "),
    text: mailText(content),
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.unsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${content.unsubscribe.url}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}
