import { and, count, desc, eq } from "drizzle-orm";
import type { Language } from "~/domain/languages/languages";
import { NOTIFICATION_LIST_LIMIT } from "~/domain/notifications/notification-rules";
import type { NotificationList } from "~/domain/notifications/notification-types";
import { notifications } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toNotification } from "./notification-row";

/**
 * The signed-in user's newest notifications (spec: ten, created_at descending) and how many are unread, written
 * in `language` (the page's) where they keep their messages.
 */
export async function listMyNotifications(
  { db }: Pick<ServiceContext, "db">,
  actor: Actor,
  language?: Language,
): Promise<NotificationList> {
  const me = requireUser(actor);
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, me.userId), eq(notifications.isRead, false))),
  ]);
  return { items: rows.map((row) => toNotification(row, language)), unread: unread?.n ?? 0 };
}
