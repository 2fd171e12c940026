import type { Language } from "~/domain/languages/languages";
import { notificationText } from "~/domain/notifications/notice";
import type { Notification } from "~/domain/notifications/notification-types";
import type { notifications } from "~/server/db/schema";

/**
 * A notifications row as the API shows it: written in `language` when the row keeps its messages (as it was
 * stored when the reader's language is unknown or the row is older than its messages).
 */
export function toNotification(row: typeof notifications.$inferSelect, language?: Language): Notification {
  const text = language && row.notice ? notificationText(row.notice, language) : row;
  return {
    id: row.id,
    type: row.type,
    title: text.title,
    message: text.message,
    link: row.link,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}
