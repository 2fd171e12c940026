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
): Promise<MailMessage> {
  return renderMail({
    to,
    subject: `New certification application: ${application.businessName}`,
    origin: application.origin,
    body: [
      {
        kind: "paragraph",
        text: `${application.businessName} applied for ${application.tier} certification and is waiting for review.`,
      },
    ],
    action: { label: "Review applications", url: application.reviewUrl },
    reason: "You receive this because you are an administrator of Ujamaa.",
  });
}

/** "Application received": the applicant's confirmation that their application is waiting for review. */
export function applicationReceivedMail(
  to: string,
  application: SubmittedApplication & { url: string },
): Promise<MailMessage> {
  return renderMail({
    to,
    subject: `Application received: ${application.businessName}`,
    origin: application.origin,
    body: [
      {
        kind: "paragraph",
        text: `We received the ${application.tier} certification application of ${application.businessName}. An administrator will review its documents and affidavit.`,
      },
      {
        kind: "paragraph",
        text: "You will get an e-mail when it is decided; until then you can follow it on your application page.",
      },
    ],
    action: { label: "View your application", url: application.url },
    reason: "You receive this because you submitted this application on Ujamaa.",
  });
}
