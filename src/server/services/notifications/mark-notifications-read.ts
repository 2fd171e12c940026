import { and, eq } from "drizzle-orm";
import type { Language } from "~/domain/languages/languages";
import type { Notification } from "~/domain/notifications/notification-types";
import { notifications } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toNotification } from "./notification-row";

/** Marks one of the signed-in user's notifications read; anyone else's id is reported as not found. */
export async function markNotificationRead(
  { db }: Pick<ServiceContext, "db">,
  actor: Actor,
  { id }: { id: string },
  language?: Language,
): Promise<Notification> {
  const me = requireUser(actor);
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, me.userId)))
    .returning();
  if (!row) throw new AppError("not_found", "That notification does not exist.");
  return toNotification(row, language);
}

/** Marks every unread notification of the signed-in user read; returns how many changed. */
export async function markAllNotificationsRead(
  { db }: Pick<ServiceContext, "db">,
  actor: Actor,
): Promise<number> {
  const me = requireUser(actor);
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, me.userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return changed.length;
}
