import { desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { mailOutbox } from "~/server/db/schema";
import { extractMailTokens } from "./mail-tokens";

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
  /** Extra headers the message carries (List-Unsubscribe…); {} when none. */
  headers: Record<string, string>;
  links: string[];
  codes: string[];
};

/** Messages kept by the dev outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: Db, to?: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    created_at: m.createdAt.toISOString(),
    headers: m.headers ?? {},
    ...extractMailTokens(m.text),
  }));
}
