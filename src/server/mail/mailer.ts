/** One e-mail as the app sends it; templates build these. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes instead of the sender (SMTP only; the dev outbox does not keep it). */
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058); the dev outbox keeps them too. */
  headers?: Record<string, string>;
};

/**
 * One sending of a message: `id` is the send-mail job's. A job whose process died after the message
 * went out runs again (at least once): the second sending is the same message — the same Message-ID
 * over SMTP, which mail providers show once; the one outbox row in the dev outbox.
 */
export type Delivery = { id: string };

/** Sends mail: the dev outbox by default, SMTP when SMTP_URL is set. */
export type Mailer = {
  kind: "outbox" | "smtp";
  send(message: MailMessage, delivery?: Delivery): Promise<void>;
};
