import type { ReviewDecision } from "~/domain/certification/statuses";
import type { Tier } from "~/domain/certification/tiers";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { formatDayIn } from "~/domain/languages/local-format";
import { mailTranslator, tierName } from "./mail-language";
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
  /** When an approved certification expires (a day, or a date already written 'MMM dd, yyyy'). */
  expires: Date | string | null;
};

/** The owner's e-mail when an admin approves or rejects their certification application. */
export function certificationDecisionMail(
  to: string,
  d: CertificationDecision,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const approved = d.decision === "approved";
  const business = d.businessName;
  const tier = tierName(t, d.tier);
  const expires = typeof d.expires === "string" ? d.expires : d.expires && formatDayIn(d.expires, language);
  return renderMail({
    to,
    language,
    subject: approved
      ? d.tier === "Certified"
        ? t("{business} is now Certified", { business })
        : t("{business} is now {tier} certified", { business, tier })
      : t("Your certification application for {business} was not approved", { business }),
    origin: d.origin,
    body: [
      {
        kind: "paragraph",
        text: approved
          ? expires
            ? t(
                "Good news: your {tier} certification application for {business} was approved. It is valid until {date}.",
                { tier, business, date: expires },
              )
            : t("Good news: your {tier} certification application for {business} was approved.", {
                tier,
                business,
              })
          : t("Your {tier} certification application for {business} was reviewed and not approved.", {
              tier,
              business,
            }),
      },
      ...(d.notes
        ? [{ kind: "facts" as const, rows: [{ label: t("Reviewer's notes"), value: d.notes }] }]
        : []),
    ],
    action: { label: t("View your application"), url: d.url },
    after: [
      {
        kind: "paragraph",
        text: approved
          ? t("Your listing now shows its certification badge.")
          : t("You can correct your documents and apply again from your application page."),
      },
    ],
    reason: t("You receive this because you applied for the certification of {business} on Ujamaa.", {
      business,
    }),
  });
}
