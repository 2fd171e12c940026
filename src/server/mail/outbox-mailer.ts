import type { Db } from "~/server/db/client";
import { mailOutbox } from "~/server/db/schema";
import type { Mailer } from "./mailer";

/** Stores every message in the mail_outbox table instead of sending it (shown at /dev/mail). */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(mailOutbox).values({
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? null,
      });
    },
  };
}
