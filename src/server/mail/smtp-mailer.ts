import nodemailer from "nodemailer";
import type { Mailer } from "./mailer";

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
    async send(message) {
      await transport.sendMail({
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
