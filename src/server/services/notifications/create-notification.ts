import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "~/domain/languages/languages";
import { type NoticeText, notificationText } from "~/domain/notifications/notice";
import type { Notification, NotificationType } from "~/domain/notifications/notification-types";
import type { Db } from "~/server/db/client";
import { notifications, users } from "~/server/db/schema";
import { announceNotification } from "~/server/events/notification-bus";
import { toNotification } from "./notification-row";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type NewNotification = {
  userId: string;
  kind: NotificationType;
  /** `notices` messages: stored written in the recipient's language (decision 062). */
  title: NoticeText;
  body: NoticeText;
  /** Where a click on it leads: a path on this site, e.g. /opportunities/{id}. */
  link?: string | null;
};

/** A stored language as a notification reads it: English when none was chosen. */
export const noticeLanguage = (stored: unknown): Language => (isLanguage(stored) ? stored : "en");

/**
 * The row a new notification is stored as: written in `language`, plain text, bounded, and a link only to a path
 * on this site.
 */
export function notificationValues(
  input: NewNotification,
  language: Language = "en",
): typeof notifications.$inferInsert {
  const notice = { title: input.title, message: input.body };
  // Only a path on this site: never another origin (`//host`) or a script URL.
  const link = input.link?.startsWith("/") && !input.link.startsWith("//") ? input.link : null;
  return {
    userId: input.userId,
    type: input.kind,
    ...notificationText(notice, language),
    notice,
    link,
  };
}

/**
 * Stores a notification for a user, in their language, and announces it to their open streams, in every app
 * process. For other features, not a request: pass `{ db: tx }` inside a transaction, and it is stored and
 * announced on commit only.
 */
export async function createNotification(
  { db }: { db: Db | Tx },
  input: NewNotification,
): Promise<Notification> {
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  const [row] = await db
    .insert(notifications)
    .values(notificationValues(input, noticeLanguage(user?.language)))
    .returning();
  if (!row) throw new Error("The notification was not stored.");
  await announceNotification(db, { userId: row.userId, notificationId: row.id });
  return toNotification(row, noticeLanguage(user?.language));
}
