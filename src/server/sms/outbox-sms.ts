import type { Db } from "~/server/db/client";
import { mailOutbox } from "~/server/db/schema";
import { SMS_OUTBOX_SUBJECT, type SmsSender } from "./sms-sender";

/**
 * Keeps every text message in the dev outbox (the mail_outbox table, read at /dev/mail and
 * /api/dev/mail?to=<number> from this machine only) instead of sending it.
 */
export function createOutboxSms(db: Db): SmsSender {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(mailOutbox).values({ to: message.to, subject: SMS_OUTBOX_SUBJECT, text: message.text });
    },
  };
}
