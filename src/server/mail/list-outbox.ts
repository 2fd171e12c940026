import { desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { mailOutbox } from "~/server/db/schema";
import { SMS_OUTBOX_SUBJECT } from "~/server/sms/sms-sender";
import { extractMailTokens } from "./mail-tokens";

export type OutboxMessage = {
  id: string;
  /** An e-mail, or a text message (kept here when SMS_PROVIDER=outbox) to an E.164 number. */
  kind: "mail" | "sms";
  to: string;
  subject: string;
  text: string;
  /** The HTML part as sent; null for a text message or a message sent as text only. */
  html: string | null;
  created_at: string;
  /** Extra headers the message carries (List-Unsubscribe…); {} when none. */
  headers: Record<string, string>;
  links: string[];
  codes: string[];
};

/**
 * An address as stored (lower case), or a phone number as stored (E.164): "+1 555 123-4567" and
 * " 15551234567" (a "+" that a query string turned into a space) both mean +15551234567.
 */
export function outboxRecipient(to: string): string {
  const text = to.trim();
  if (/^\+?[\d\s().-]+$/.test(text)) return `+${text.replace(/\D/g, "")}`;
  return text.toLowerCase();
}

/** Messages kept by the dev outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: Db, to?: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, outboxRecipient(to)) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((m) => ({
    id: m.id,
    kind: m.subject === SMS_OUTBOX_SUBJECT && m.to.startsWith("+") ? "sms" : "mail",
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    created_at: m.createdAt.toISOString(),
    headers: m.headers ?? {},
    ...extractMailTokens(m.text),
  }));
}
