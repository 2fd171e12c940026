import nodemailer from "nodemailer";
import type { Mailer } from "./mailer";

/** The sender's domain, for Message-IDs: "Ujamaa <no-reply@ujamaa.test>" → ujamaa.test. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/** Sends through an SMTP server given as smtp://user:pass@host:port (smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // A stalled mail server fails the send-mail job within a minute or so (then it is retried), well
  // before its 5 minutes are up, after which the queue would count the try as lost and run it again.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    kind: "smtp",
    async send(message, delivery) {
      await transport.sendMail({
        // One Message-ID per send-mail job: a retry after a crash resends the same message.
        ...(delivery ? { messageId: `<${delivery.id}@${domainOf(from)}>` } : {}),
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: message.headers,
      });
    },
  };
}
