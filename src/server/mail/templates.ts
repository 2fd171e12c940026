import { namesList } from "~/domain/opportunities/names-list";
import type { MailMessage } from "./mailer";
import { renderMail } from "./render-mail";

/** The origin of an absolute link better-auth wrote (it follows the loopback name the request used). */
const originOf = (url: string) => new URL(url).origin;

export function confirmEmailMail(to: string, url: string): Promise<MailMessage> {
  return renderMail({
    to,
    subject: "Confirm your Ujamaa account",
    origin: originOf(url),
    body: [
      {
        kind: "paragraph",
        text: "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account.",
      },
    ],
    action: { label: "Confirm my e-mail", url },
    after: [{ kind: "paragraph", text: "If you did not sign up, you can ignore this message." }],
    reason: "You receive this because this address was used to create a Ujamaa account.",
  });
}

export function resetPasswordMail(to: string, url: string): Promise<MailMessage> {
  return renderMail({
    to,
    subject: "Reset your Ujamaa password",
    origin: originOf(url),
    body: [
      { kind: "paragraph", text: "We received a request to reset the password of your Ujamaa account." },
    ],
    action: { label: "Set a new password", url },
    after: [
      {
        kind: "paragraph",
        text: "The link works once and expires in one hour. If you did not ask for it, you can ignore this message.",
      },
    ],
    reason: "You receive this because a new password was asked for the Ujamaa account of this address.",
  });
}

export function oneTimeCodeMail(
  to: string,
  code: string,
  purpose: "sign-in" | "email-verification" | "forget-password",
  origin: string,
): Promise<MailMessage> {
  const what =
    purpose === "sign-in"
      ? "sign in to Ujamaa"
      : purpose === "forget-password"
        ? "reset your password"
        : "confirm your e-mail";
  return renderMail({
    to,
    subject: `Your Ujamaa code: ${code}`,
    origin,
    body: [
      { kind: "code", lead: `Your code to ${what} is:`, code },
      { kind: "paragraph", text: "It expires in 5 minutes. Never share it with anyone." },
    ],
    reason: "You receive this because a code was asked for the Ujamaa account of this address.",
  });
}

export function accountExistsMail(
  to: string,
  { signInUrl, resetUrl }: { signInUrl: string; resetUrl: string },
): Promise<MailMessage> {
  return renderMail({
    to,
    subject: "You already have a Ujamaa account",
    origin: originOf(signInUrl),
    body: [
      {
        kind: "paragraph",
        text: "Someone, maybe you, tried to create a Ujamaa account with this e-mail address. You already have one.",
      },
    ],
    action: { label: "Sign in", url: signInUrl },
    after: [
      { kind: "link", label: "Forgot your password?", url: resetUrl },
      { kind: "paragraph", text: "If this wasn't you, you can ignore this message." },
    ],
    reason: "You receive this because this address already has a Ujamaa account.",
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
): Promise<MailMessage> {
  const from = `${message.name} <${message.email}>${message.signedIn ? " (signed in)" : ""}`;
  return renderMail({
    to,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`,
    origin: message.origin,
    body: [
      { kind: "paragraph", text: "New message from the Contact page." },
      {
        kind: "facts",
        rows: [
          { label: "From", value: from },
          {
            label: "Reply to",
            value: message.email,
            href: `mailto:${encodeURIComponent(message.email).replace("%40", "@")}`,
          },
          { label: "Subject", value: message.subject },
        ],
      },
      { kind: "paragraph", text: message.message },
    ],
    reason:
      "You receive this because this address takes the messages of Ujamaa's Contact page (CONTACT_EMAIL).",
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
  /** The budget line: '$min - $max', 'Starting at $min', 'Up to $max' or 'Budget negotiable'. */
  budget: string;
  /** 'MMM dd, yyyy', or null without a deadline. */
  deadline: string | null;
  /** Its NAICS codes with their titles ("541511 Custom Computer Programming Services"), and their edition. */
  naics: { edition: string; codes: string[] };
  /** The recipient's site (mailOrigin). */
  origin: string;
  url: string;
  /** The one-click unsubscribe address (RFC 8058), signed for this recipient. */
  unsubscribeUrl: string;
};

/** What an alert says first, and why its recipient receives it, for each reason they are told. */
const ALERT_WORDS: Record<OpportunityAlert["match"], (names: string[]) => { intro: string; reason: string }> =
  {
    preferred: (names) => ({
      intro: `a new contract opportunity was posted that may interest ${namesList(names)}.`,
      reason: `You receive this because your ${names.length === 1 ? "business is" : "businesses are"} Preferred and contract notifications are on in your privacy settings.`,
    }),
    interests: () => ({
      intro: "a new contract opportunity was posted that matches your saved interests.",
      reason:
        "You receive this because it matches the categories or locations you saved and contract notifications are on in your privacy settings.",
    }),
    naics: (names) => ({
      intro: `a new contract opportunity was posted that matches the NAICS codes of ${namesList(names)}.`,
      reason: `You receive this because it has a NAICS code of your ${names.length === 1 ? "business's" : "businesses'"} For buyers section and contract notifications are on in your privacy settings.`,
    }),
  };

/**
 * A new contract opportunity, for the owner of Preferred businesses (one mail naming them all), someone
 * whose saved interests match it, or the owner of businesses whose NAICS codes match it. Carries
 * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so mail clients offer one-click unsubscribe,
 * and the same link in its text.
 */
export function opportunityAlertMail(to: string, alert: OpportunityAlert): Promise<MailMessage> {
  const names = alert.businessNames;
  const { intro, reason } = ALERT_WORDS[alert.match](names);
  return renderMail({
    to,
    subject: `New contract opportunity: ${alert.title}`,
    origin: alert.origin,
    body: [
      { kind: "paragraph", text: `Hello ${alert.ownerName}, ${intro}` },
      {
        kind: "facts",
        title: alert.title,
        rows: [
          { label: "Company", value: alert.companyName },
          { label: "Location", value: alert.location || "Not specified" },
          { label: "Budget", value: alert.budget },
          { label: "Deadline", value: alert.deadline ?? "None" },
          ...(alert.naics.codes.length > 0
            ? [{ label: `NAICS codes (${alert.naics.edition})`, value: alert.naics.codes.join("; ") }]
            : []),
        ],
      },
      ...(alert.description ? [{ kind: "paragraph" as const, text: alert.description }] : []),
    ],
    action: { label: "View the opportunity", url: alert.url },
    reason,
    unsubscribe: { label: "Unsubscribe from contract opportunity e-mails", url: alert.unsubscribeUrl },
  });
}
