import type { Config } from "~/server/config";
import type { Db } from "~/server/db/client";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** SMTP when SMTP_URL is set; otherwise messages are kept in the outbox table. */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">, db: Db): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
}
