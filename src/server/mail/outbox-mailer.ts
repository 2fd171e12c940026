import type { Db } from "~/server/db/client";
import { mailOutbox } from "~/server/db/schema";
import type { Mailer } from "./mailer";

/** Stores every message in the mail_outbox table instead of sending it (shown at /dev/mail). */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: "outbox",
    async send(message, delivery) {
      // Keyed by the send-mail job: a job that runs again after a crash keeps its one row.
      await db
        .insert(mailOutbox)
        .values({
          ...(delivery ? { id: delivery.id } : {}),
          to: message.to.toLowerCase(),
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: message.headers ?? null,
        })
        .onConflictDoNothing({ target: mailOutbox.id });
    },
  };
}
