import type { Language } from "~/domain/languages/languages";

/** A labelled value of a message ("Company: Acme"); `href` makes the value a link in the HTML part. */
export type MailFact = { label: string; value: string; href?: string };

/** One part of a message's body: the HTML and the text part are both made from these. */
export type MailBlock =
  /** Blank lines part paragraphs; a single line break stays one. */
  | { kind: "paragraph"; text: string }
  /** Labelled values, one a line, under an optional title. */
  | { kind: "facts"; title?: string; rows: MailFact[] }
  /** A one-time code, shown large after its lead-in. */
  | { kind: "code"; lead: string; code: string }
  /** A link besides the main one: "Forgot your password? {url}". */
  | { kind: "link"; label: string; url: string };

/**
 * What a message says, in the parts of the one layout (mail-layout.tsx): the logo linking to the
 * recipient's site, the body, a button for the main link, what follows it, then the footer with why the
 * recipient gets it, the unsubscribe link where one applies, and the motto.
 */
export type MailContent = {
  to: string;
  /** The recipient's language: every text above is in it, and the layout's footer and direction follow it. */
  language: Language;
  subject: string;
  /** The recipient's site (mailOrigin): the logo and its link come from it. */
  origin: string;
  body: MailBlock[];
  /** The main link, drawn as a button. */
  action?: { label: string; url: string };
  after?: MailBlock[];
  /** Why the recipient gets this message. */
  reason: string;
  /** Mail that can be switched off (RFC 8058): the same address goes in List-Unsubscribe. */
  unsubscribe?: { label: string; url: string };
  replyTo?: string;
};

/** The motto under every message, in English: the layout reads it in the recipient's language. */
export const MOTTO = "Educate. Elevate. Empower.";

/** The logo every message shows, on the recipient's site (a PNG: mail programs do not show SVG). */
export const MAIL_LOGO_PATH = "/mail-logo.png";
