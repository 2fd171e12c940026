import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { mailTranslator, tierName } from "./mail-language";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

type SubmittedApplication = {
  businessName: string;
  tier: string;
  /** The recipient's site (mailOrigin). */
  origin: string;
};

/** A new certification application, for an administrator to review. */
export function applicationSubmittedMail(
  to: string,
  application: SubmittedApplication & { reviewUrl: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const business = application.businessName;
  return renderMail({
    to,
    language,
    subject: t("New certification application: {business}", { business }),
    origin: application.origin,
    body: [
      {
        kind: "paragraph",
        text: t("{business} applied for {tier} certification and is waiting for review.", {
          business,
          tier: tierName(t, application.tier),
        }),
      },
    ],
    action: { label: t("Review applications"), url: application.reviewUrl },
    reason: t("You receive this because you are an administrator of Ujamaa."),
  });
}

/** "Application received": the applicant's confirmation that their application is waiting for review. */
export function applicationReceivedMail(
  to: string,
  application: SubmittedApplication & { url: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const business = application.businessName;
  return renderMail({
    to,
    language,
    subject: t("Application received: {business}", { business }),
    origin: application.origin,
    body: [
      {
        kind: "paragraph",
        text: t(
          "We received the {tier} certification application of {business}. An administrator will review its documents and affidavit.",
          { business, tier: tierName(t, application.tier) },
        ),
      },
      {
        kind: "paragraph",
        text: t(
          "You will get an e-mail when it is decided; until then you can follow it on your application page.",
        ),
      },
    ],
    action: { label: t("View your application"), url: application.url },
    reason: t("You receive this because you submitted this application on Ujamaa."),
  });
}
