import type { Notification } from "~/domain/notifications/notification-types";
import type { notifications } from "~/server/db/schema";

/** A notifications row as the API shows it. */
export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}
