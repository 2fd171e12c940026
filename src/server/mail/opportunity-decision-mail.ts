import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { mailTranslator } from "./mail-language";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

const WORDS = {
  shortlisted: {
    subject: "Your answer was shortlisted: {title}",
    text: 'The poster of "{title}" shortlisted your answer for {business}.',
  },
  declined: {
    subject: "Your answer was declined: {title}",
    text: 'The poster of "{title}" declined your answer for {business}.',
  },
  awarded: {
    subject: "You were awarded: {title}",
    text: 'The poster of "{title}" awarded the opportunity to your answer for {business}.',
  },
} as const;

/** The answering owner's e-mail when the poster decides on their answer to an opportunity. */
export function opportunityDecisionMail(
  to: string,
  d: {
    decision: keyof typeof WORDS;
    title: string;
    businessName: string;
    note: string | null;
    origin: string;
    url: string;
  },
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const words = WORDS[d.decision];
  return renderMail({
    to,
    language,
    subject: t(words.subject, { title: d.title }),
    origin: d.origin,
    body: [
      { kind: "paragraph", text: t(words.text, { title: d.title, business: d.businessName }) },
      ...(d.note ? [{ kind: "facts" as const, rows: [{ label: t("Their note"), value: d.note }] }] : []),
    ],
    action: { label: t("Open the opportunity"), url: d.url },
    reason: t("You receive this because you answered this contract opportunity on Ujamaa."),
  });
}
