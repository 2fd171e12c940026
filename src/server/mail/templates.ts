import { namesList } from "~/domain/opportunities/names-list";
import type { MailMessage } from "./mailer";

export const SIGNATURE = "\n\n— Ujamaa · Educate. Elevate. Empower.";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function withLink(
  to: string,
  subject: string,
  intro: string,
  label: string,
  url: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${label}: ${url}\n\n${outro}${SIGNATURE}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export function confirmEmailMail(to: string, url: string): MailMessage {
  return withLink(
    to,
    "Confirm your Ujamaa account",
    "Welcome to Ujamaa! Please confirm your e-mail address to finish creating your account.",
    "Confirm my e-mail",
    url,
    "If you did not sign up, you can ignore this message.",
  );
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return withLink(
    to,
    "Reset your Ujamaa password",
    "We received a request to reset the password of your Ujamaa account.",
    "Set a new password",
    url,
    "The link works once and expires in one hour. If you did not ask for it, you can ignore this message.",
  );
}

export function oneTimeCodeMail(
  to: string,
  code: string,
  purpose: "sign-in" | "email-verification" | "forget-password",
): MailMessage {
  const what =
    purpose === "sign-in"
      ? "sign in to Ujamaa"
      : purpose === "forget-password"
        ? "reset your password"
        : "confirm your e-mail";
  const text = `Your code to ${what} is: ${code}\n\nIt expires in 5 minutes. Never share it with anyone.${SIGNATURE}`;
  return {
    to,
    subject: `Your Ujamaa code: ${code}`,
    text,
    html: `<p>Your code to ${what} is:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in 5 minutes. Never share it with anyone.</p>`,
  };
}

export function accountExistsMail(to: string, signInUrl: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: "You already have a Ujamaa account",
    text: `Someone, maybe you, tried to create a Ujamaa account with this e-mail address. You already have one.\n\nSign in: ${signInUrl}\nForgot your password? ${resetUrl}\n\nIf this wasn't you, you can ignore this message.${SIGNATURE}`,
  };
}

/** A message from the Contact page, for the operator; the sender's address is in it to reply to. */
export function contactMessageMail(
  to: string,
  message: { name: string; email: string; subject: string; message: string; signedIn: boolean },
): MailMessage {
  const from = `${message.name} <${message.email}>${message.signedIn ? " (signed in)" : ""}`;
  const paragraphs = message.message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
  return {
    to,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`.replace(/[\r\n]+/g, " "),
    text: `New message from the Contact page.\n\nFrom: ${from}\nReply to: ${message.email}\nSubject: ${message.subject}\n\n${message.message}${SIGNATURE}`,
    html:
      `<p>New message from the Contact page.</p>` +
      `<p>From: ${escapeHtml(from)}<br>Reply to: <a href="mailto:${escapeHtml(encodeURIComponent(message.email).replace("%40", "@"))}">${escapeHtml(message.email)}</a><br>` +
      `Subject: ${escapeHtml(message.subject)}</p>${paragraphs}`,
  };
}

/** What an opportunity alert tells (spec part 2 §7, send-opportunity-alert). */
export type OpportunityAlert = {
  ownerName: string;
  /** The owner's Preferred businesses the alert is for; none for an alert sent because of the owner's saved interests. */
  businessNames: string[];
  title: string;
  companyName: string;
  description: string | null;
  location: string | null;
  /** The budget line: '$min - $max', 'Starting at $min', 'Up to $max' or 'Budget negotiable'. */
  budget: string;
  /** 'MMM dd, yyyy', or null without a deadline. */
  deadline: string | null;
  url: string;
  /** The one-click unsubscribe address (RFC 8058), signed for this recipient. */
  unsubscribeUrl: string;
};

/**
 * A new contract opportunity, for the owner of Preferred businesses (one mail naming them all) or someone whose saved
 * interests match it. Carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so mail
 * clients offer one-click unsubscribe, and the same link in its text.
 */
export function opportunityAlertMail(to: string, alert: OpportunityAlert): MailMessage {
  const details: [string, string][] = [
    ["Company", alert.companyName],
    ["Location", alert.location || "Not specified"],
    ["Budget", alert.budget],
    ["Deadline", alert.deadline ?? "None"],
  ];
  const names = alert.businessNames;
  const forBusinesses = names.length > 0;
  const intro = forBusinesses
    ? `Hello ${alert.ownerName}, a new contract opportunity was posted that may interest ${namesList(names)}.`
    : `Hello ${alert.ownerName}, a new contract opportunity was posted that matches your saved interests.`;
  const outro = forBusinesses
    ? `You receive this because your ${names.length === 1 ? "business is" : "businesses are"} Preferred and contract notifications are on in your privacy settings.`
    : "You receive this because it matches the categories or locations you saved and contract notifications are on in your privacy settings.";
  const unsubscribe = "Unsubscribe from contract opportunity e-mails";
  const description = alert.description ? `\n\n${alert.description}` : "";
  return {
    to,
    subject: `New contract opportunity: ${alert.title}`.replace(/[\r\n]+/g, " "),
    text:
      `${intro}\n\n${alert.title}\n${details.map(([k, v]) => `${k}: ${v}`).join("\n")}${description}\n\n` +
      `View the opportunity: ${alert.url}\n\n${outro}\n${unsubscribe}: ${alert.unsubscribeUrl}${SIGNATURE}`,
    html:
      `<p>${escapeHtml(intro)}</p><h2>${escapeHtml(alert.title)}</h2><p>` +
      details.map(([k, v]) => `${k}: ${escapeHtml(v)}`).join("<br>") +
      `</p>${alert.description ? `<p>${escapeHtml(alert.description).replaceAll("\n", "<br>")}</p>` : ""}` +
      `<p><a href="${escapeHtml(alert.url)}">View the opportunity</a></p><p>${escapeHtml(outro)}</p>` +
      `<p><a href="${escapeHtml(alert.unsubscribeUrl)}">${unsubscribe}</a></p>`,
    headers: {
      "List-Unsubscribe": `<${alert.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
