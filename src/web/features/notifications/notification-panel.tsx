import { type RefObject, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { NOTIFICATION_MESSAGES } from "~/domain/notifications/notification-rules";
import { durationInWords } from "~/domain/shared/duration-in-words";
import type { NotificationItem } from "~/web/lib/api/notifications";
import { cn } from "~/web/lib/cn";
import type { Notifications } from "./use-notifications";

type Props = {
  id: string;
  notifications: Notifications;
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** Closes the panel; with `true` focus goes back to the bell. */
  onClose(returnFocus: boolean): void;
};

/**
 * The notifications panel: the newest ten, unread ones highlighted. A click marks one read and
 * follows its link; Escape closes and gives focus back to the bell, as does a click outside.
 */
export default function NotificationPanel({ id, notifications, anchorRef, onClose }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { status, items, unread } = notifications;

  useEffect(() => {
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [anchorRef, onClose]);

  const openItem = (item: NotificationItem) => {
    notifications.markRead(item);
    if (item.link) {
      onClose(false);
      navigate(item.link);
    }
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-label="Notifications"
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-50 max-h-[75vh] overflow-y-auto rounded-lg bg-white text-stone-900 shadow-xl ring-1 ring-stone-200 outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 className="text-base font-semibold">Notifications</h2>
        {status === "ready" && unread > 0 ? (
          <button
            type="button"
            onClick={notifications.markAllRead}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {NOTIFICATION_MESSAGES.markAllRead}
          </button>
        ) : null}
      </div>
      {status === "error" ? (
        <p role="alert" className="px-4 py-6 text-sm text-red-700">
          {NOTIFICATION_MESSAGES.loadFailed}
        </p>
      ) : status === "loading" ? (
        <p className="px-4 py-6 text-sm text-stone-500">Loading…</p>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-stone-600">{NOTIFICATION_MESSAGES.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => openItem(item)}
                data-unread={item.is_read ? undefined : "true"}
                className={cn(
                  "flex w-full flex-col gap-0.5 px-4 py-3 text-left hover:bg-stone-50 focus-visible:bg-stone-50",
                  !item.is_read && "border-l-4 border-brand-600 bg-brand-50",
                )}
              >
                <span className="flex items-center gap-2 text-sm font-semibold">
                  {item.is_read ? null : <span className="sr-only">Unread: </span>}
                  {item.title}
                </span>
                <span className="text-sm text-stone-700">{item.message}</span>
                <time dateTime={item.created_at} className="text-xs text-stone-500">
                  {durationInWords(Date.now() - new Date(item.created_at).getTime())} ago
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
