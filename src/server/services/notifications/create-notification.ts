import type { Notification, NotificationType } from "~/domain/notifications/notification-types";
import { stripMarkup } from "~/domain/shared/strip-markup";
import type { Db } from "~/server/db/client";
import { notifications } from "~/server/db/schema";
import { announceNotification } from "~/server/events/notification-bus";
import { toNotification } from "./notification-row";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type NewNotification = {
  userId: string;
  kind: NotificationType;
  title: string;
  body: string;
  /** Where a click on it leads: a path on this site, e.g. /opportunities/{id}. */
  link?: string | null;
};

/** The row a new notification is stored as: plain text, bounded, and a link only to a path on this site. */
export function notificationValues(input: NewNotification): typeof notifications.$inferInsert {
  // Only a path on this site: never another origin (`//host`) or a script URL.
  const link = input.link?.startsWith("/") && !input.link.startsWith("//") ? input.link : null;
  return {
    userId: input.userId,
    type: input.kind,
    title: stripMarkup(input.title).slice(0, 200),
    message: stripMarkup(input.body).slice(0, 2000),
    link,
  };
}

/**
 * Stores a notification for a user and announces it to their open streams, in every app process.
 * For other features, not a request: pass `{ db: tx }` inside a transaction, and it is stored and
 * announced on commit only.
 */
export async function createNotification(
  { db }: { db: Db | Tx },
  input: NewNotification,
): Promise<Notification> {
  const [row] = await db.insert(notifications).values(notificationValues(input)).returning();
  if (!row) throw new Error("The notification was not stored.");
  await announceNotification(db, { userId: row.userId, notificationId: row.id });
  return toNotification(row);
}
