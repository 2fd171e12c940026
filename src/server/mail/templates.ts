import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { formatDayIn } from "~/domain/languages/local-format";
import { budgetLineIn, namesIn } from "~/domain/languages/names-and-budgets";
import { type MailT, mailTranslator } from "./mail-language";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

/** The origin of an absolute link better-auth wrote (it follows the loopback name the request used). */
const originOf = (url: string) => new URL(url).origin;

export function confirmEmailMail(
  to: string,
  url: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  return renderMail({
    to,
    language,
    subject: t("Confirm your Ujamaa account"),
    origin: originOf(url),
    body: [
      {
        kind: "paragraph",
        text: t("Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account."),
      },
    ],
    action: { label: t("Confirm my e-mail"), url },
    after: [{ kind: "paragraph", text: t("If you did not sign up, you can ignore this message.") }],
    reason: t("You receive this because this address was used to create a Ujamaa account."),
  });
}

export function resetPasswordMail(
  to: string,
  url: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  return renderMail({
    to,
    language,
    subject: t("Reset your Ujamaa password"),
    origin: originOf(url),
    body: [
      { kind: "paragraph", text: t("We received a request to reset the password of your Ujamaa account.") },
    ],
    action: { label: t("Set a new password"), url },
    after: [
      {
        kind: "paragraph",
        text: t(
          "The link works once and expires in one hour. If you did not ask for it, you can ignore this message.",
        ),
      },
    ],
    reason: t("You receive this because a new password was asked for the Ujamaa account of this address."),
  });
}

const CODE_LEADS = {
  "sign-in": "Your code to sign in to Ujamaa is:",
  "forget-password": "Your code to reset your password is:",
  "email-verification": "Your code to confirm your e-mail is:",
} as const;

export function oneTimeCodeMail(
  to: string,
  code: string,
  purpose: "sign-in" | "email-verification" | "forget-password",
  origin: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  return renderMail({
    to,
    language,
    subject: t("Your Ujamaa code: {code}", { code }),
    origin,
    body: [
      { kind: "code", lead: t(CODE_LEADS[purpose]), code },
      { kind: "paragraph", text: t("It expires in 5 minutes. Never share it with anyone.") },
    ],
    reason: t("You receive this because a code was asked for the Ujamaa account of this address."),
  });
}

export function accountExistsMail(
  to: string,
  { signInUrl, resetUrl }: { signInUrl: string; resetUrl: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  return renderMail({
    to,
    language,
    subject: t("You already have a Ujamaa account"),
    origin: originOf(signInUrl),
    body: [
      {
        kind: "paragraph",
        text: t(
          "Someone, maybe you, tried to create a Ujamaa account with this e-mail address. You already have one.",
        ),
      },
    ],
    action: { label: t("Sign in"), url: signInUrl },
    after: [
      { kind: "link", label: t("Forgot your password?"), url: resetUrl },
      { kind: "paragraph", text: t("If this wasn't you, you can ignore this message.") },
    ],
    reason: t("You receive this because this address already has a Ujamaa account."),
  });
}

/** A message from the Contact page, for the operator; the sender's address is in it to reply to. */
export function contactMessageMail(
  to: string,
  message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    signedIn: boolean;
    origin: string;
  },
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const sender = `${message.name} <${message.email}>`;
  const from = message.signedIn ? t("{sender} (signed in)", { sender }) : sender;
  return renderMail({
    to,
    language,
    replyTo: message.email,
    subject: t("Contact form: {subject}", { subject: message.subject }),
    origin: message.origin,
    body: [
      { kind: "paragraph", text: t("New message from the Contact page.") },
      {
        kind: "facts",
        rows: [
          { label: t("From"), value: from },
          {
            label: t("Reply to"),
            value: message.email,
            href: `mailto:${encodeURIComponent(message.email).replace("%40", "@")}`,
          },
          { label: t("Subject"), value: message.subject },
        ],
      },
      { kind: "paragraph", text: message.message },
    ],
    reason: t(
      "You receive this because this address takes the messages of Ujamaa's Contact page (CONTACT_EMAIL).",
    ),
  });
}

/** What an opportunity alert tells (spec part 2 §7, send-opportunity-alert). */
export type OpportunityAlert = {
  ownerName: string;
  /**
   * Why they are told: their Preferred businesses, their saved interests, or their businesses' NAICS
   * codes (decision 056).
   */
  match: "preferred" | "interests" | "naics";
  /** The owner's Preferred businesses, or their businesses whose NAICS codes match; none for saved interests. */
  businessNames: string[];
  title: string;
  companyName: string;
  description: string | null;
  location: string | null;
  /** The budget in dollars; the line reads '$min - $max', 'Starting at $min', 'Up to $max' or 'Budget negotiable'. */
  budget: { min: number | null; max: number | null };
  /** The deadline's day (a date, or its 'yyyy-mm-dd'), or null without one. */
  deadline: Date | string | null;
  /** Its NAICS codes with their titles ("541511 Custom Computer Programming Services"), and their edition. */
  naics: { edition: string; codes: string[] };
  /** The recipient's site (mailOrigin). */
  origin: string;
  url: string;
  /** The one-click unsubscribe address (RFC 8058), signed for this recipient. */
  unsubscribeUrl: string;
};

/** What an alert says first, and why its recipient receives it, for each reason they are told. */
function alertWords(
  t: MailT,
  language: Language,
  alert: OpportunityAlert,
): { intro: string; reason: string } {
  const name = alert.ownerName;
  const businesses = namesIn(language, alert.businessNames);
  const count = alert.businessNames.length;
  switch (alert.match) {
    case "preferred":
      return {
        intro: t("Hello {name}, a new contract opportunity was posted that may interest {businesses}.", {
          name,
          businesses,
        }),
        reason: t(
          "You receive this because your {count, plural, one {business is} other {businesses are}} Preferred and contract notifications are on in your privacy settings.",
          { count },
        ),
      };
    case "interests":
      return {
        intro: t("Hello {name}, a new contract opportunity was posted that matches your saved interests.", {
          name,
        }),
        reason: t(
          "You receive this because it matches the categories or locations you saved and contract notifications are on in your privacy settings.",
        ),
      };
    case "naics":
      return {
        intro: t(
          "Hello {name}, a new contract opportunity was posted that matches the NAICS codes of {businesses}.",
          { name, businesses },
        ),
        reason: t(
          "You receive this because it has a NAICS code of your {count, plural, one {business's} other {businesses''}} For buyers section and contract notifications are on in your privacy settings.",
          { count },
        ),
      };
  }
}

/**
 * A new contract opportunity, for the owner of Preferred businesses (one mail naming them all), someone
 * whose saved interests match it, or the owner of businesses whose NAICS codes match it. Carries
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so mail clients offer one-click unsubscribe,
 * and the same link in its text.
 */
export function opportunityAlertMail(
  to: string,
  alert: OpportunityAlert,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MailMessage> {
  const t = mailTranslator(language);
  const { intro, reason } = alertWords(t, language, alert);
  return renderMail({
    to,
    language,
    subject: t("New contract opportunity: {title}", { title: alert.title }),
    origin: alert.origin,
    body: [
      { kind: "paragraph", text: intro },
      {
        kind: "facts",
        title: alert.title,
        rows: [
          { label: t("Company"), value: alert.companyName },
          { label: t("Location"), value: alert.location || t("Not specified") },
          { label: t("Budget"), value: budgetLineIn(language, alert.budget) },
          { label: t("Deadline"), value: alert.deadline ? formatDayIn(alert.deadline, language) : t("None") },
          ...(alert.naics.codes.length > 0
            ? [
                {
                  label: t("NAICS codes ({edition})", { edition: alert.naics.edition }),
                  value: alert.naics.codes.join("; "),
                },
              ]
            : []),
        ],
      },
      ...(alert.description ? [{ kind: "paragraph" as const, text: alert.description }] : []),
    ],
    action: { label: t("View the opportunity"), url: alert.url },
    reason,
    unsubscribe: { label: t("Unsubscribe from contract opportunity e-mails"), url: alert.unsubscribeUrl },
  });
}
