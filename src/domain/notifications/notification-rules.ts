/** The panel lists only the newest ten (spec part 1 §9). */
export const NOTIFICATION_LIST_LIMIT = 10;

export const NOTIFICATION_MESSAGES = {
  empty: "No notifications yet.",
  loadFailed: "Failed to load notifications.",
  markAllRead: "Mark all read",
} as const;

/** The bell's badge: the unread count, "9+" above nine, nothing at zero. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}

/** The bell's accessible name, which carries the unread count. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return "Notifications";
  return `Notifications, ${unread} unread`;
}
