import { z } from "zod";

/** What a notification is about (spec: notifications.type). */
export const NOTIFICATION_TYPES = ["contract_opportunity", "certification_update", "other"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One of the user's notifications, as GET /api/v1/notifications lists it. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.output<typeof notificationSchema>;

/** The bell's list and its unread count. */
export type NotificationList = { items: Notification[]; unread: number };
