import type { Config } from "~/server/config";
import type { Db } from "~/server/db/client";
import { createOutboxSms } from "./outbox-sms";
import type { SmsSender } from "./sms-sender";
import { createTwilioSms } from "./twilio-sms";

/** Twilio when SMS_PROVIDER=twilio; otherwise messages are kept in the dev outbox. */
export function createSmsSender(config: Pick<Config, "sms">, db: Db): SmsSender {
  return config.sms.kind === "twilio" ? createTwilioSms(config.sms) : createOutboxSms(db);
}
