import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

/** SMTP when SMTP_URL is set; otherwise messages are kept in the outbox table. */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">, db: Db): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
}
