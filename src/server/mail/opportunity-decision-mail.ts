import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

const WORDS = {
  shortlisted: { subject: "Your answer was shortlisted", text: "shortlisted your answer" },
  declined: { subject: "Your answer was declined", text: "declined your answer" },
  awarded: { subject: "You were awarded", text: "awarded the opportunity to your answer" },
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
): Promise<MailMessage> {
  const words = WORDS[d.decision];
  return renderMail({
    to,
    subject: `${words.subject}: ${d.title}`,
    origin: d.origin,
    body: [
      {
        kind: "paragraph",
        text: `The poster of "${d.title}" ${words.text} for ${d.businessName}.`,
      },
      ...(d.note ? [{ kind: "facts" as const, rows: [{ label: "Their note", value: d.note }] }] : []),
    ],
    action: { label: "Open the opportunity", url: d.url },
    reason: "You receive this because you answered this contract opportunity on Ujamaa.",
  });
}
