import { inArray, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { notifications, users } from "~/server/db/schema";
import { NOTIFICATION_CHANNEL, type NotificationEvent } from "~/server/events/notification-bus";
import { type NewNotification, noticeLanguage, notificationValues } from "./create-notification";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Stores many notifications, each in its recipient's language, and announces each to its user's open streams, in
 * three statements whatever their number (a batch of an alert fan-out): the recipients' languages, the rows, the
 * announcements. Inside a transaction (`{ db: tx }`) they are stored and announced on commit only. Returns how
 * many were stored.
 */
export async function createNotifications(
  { db }: { db: Db | Tx },
  inputs: NewNotification[],
): Promise<number> {
  if (inputs.length === 0) return 0;
  const recipients = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(inputs.map((input) => input.userId))]));
  const languages = new Map(recipients.map((r) => [r.id, noticeLanguage(r.language)]));
  const rows = await db
    .insert(notifications)
    .values(inputs.map((input) => notificationValues(input, languages.get(input.userId) ?? "en")))
    .returning({ userId: notifications.userId, notificationId: notifications.id });
  const events: NotificationEvent[] = rows.map(({ userId, notificationId }) => ({ userId, notificationId }));
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, event) from json_array_elements_text(${JSON.stringify(events.map((e) => JSON.stringify(e)))}::json) as event`,
  );
  return rows.length;
}
