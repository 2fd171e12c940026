import { useCallback, useEffect, useRef, useState } from "react";
import { NOTIFICATION_MESSAGES } from "~/domain/notifications/notification-rules";
import { toast } from "~/web/components/ui/toast";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
  watchNotifications,
} from "~/web/lib/api/notifications";

export type NotificationsState = {
  status: "loading" | "ready" | "error";
  items: NotificationItem[];
  unread: number;
};

export type Notifications = NotificationsState & {
  reload(): Promise<void>;
  markRead(item: NotificationItem): void;
  markAllRead(): void;
};

/**
 * The signed-in user's notifications, kept current: read once, then again on every live event, every
 * reconnection of the stream and every change of the page's language (the server writes each notification in the
 * language the page asks for). Marking read shows at once; a failure to mark is only logged.
 */
export function useNotifications(): Notifications {
  const t = useT();
  const [state, setState] = useState<NotificationsState>({ status: "loading", items: [], unread: 0 });
  const failed = useRef(false);
  // The toast's words in the page's language, read when it is raised (the read itself runs once).
  const tRef = useRef(t);
  tRef.current = t;
  const language = useLanguage();
  const readIn = useRef(language);

  const reload = useCallback(async () => {
    try {
      const list = await listNotifications();
      failed.current = false;
      setState({ status: "ready", items: list.items, unread: list.unread });
    } catch (error) {
      console.warn("Could not load notifications", error);
      setState((s) => ({ ...s, status: "error" }));
      if (!failed.current)
        toast.error(tRef.current("Error"), { description: tRef.current(NOTIFICATION_MESSAGES.loadFailed) });
      failed.current = true;
    }
  }, []);

  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    void reload();
  }, [language, reload]);

  useEffect(() => {
    void reload();
    let connected = false;
    return watchNotifications((event) => {
      // The first `ready` only confirms the read just made; later ones follow a reconnection.
      if (event === "ready" && !connected) {
        connected = true;
        return;
      }
      void reload();
    });
  }, [reload]);

  const markRead = useCallback((item: NotificationItem) => {
    if (item.is_read) return;
    setState((s) => ({
      ...s,
      items: s.items.map((n) => (n.id === item.id ? { ...n, is_read: true } : n)),
      unread: Math.max(0, s.unread - 1),
    }));
    markNotificationRead(item.id).catch((error: unknown) => {
      console.warn("Could not mark the notification read", error);
    });
  }, []);

  const markAllRead = useCallback(() => {
    setState((s) => ({ ...s, items: s.items.map((n) => ({ ...n, is_read: true })), unread: 0 }));
    markAllNotificationsRead().catch((error: unknown) => {
      console.warn("Could not mark the notifications read", error);
    });
  }, []);

  return { ...state, reload, markRead, markAllRead };
}
