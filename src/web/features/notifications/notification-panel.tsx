import { type RefObject, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { NOTIFICATION_MESSAGES } from "~/domain/notifications/notification-rules";
import { type DurationUnit, durationInUnits } from "~/domain/shared/duration-in-words";
import { useT } from "~/web/features/languages/language-context";
import type { NotificationItem } from "~/web/lib/api/notifications";
import { cn } from "~/web/lib/cn";
import type { Notifications } from "./use-notifications";

const UNIT_TEXT: Record<DurationUnit, MessageId> = {
  year: "{count, plural, one {# year} other {# years}}",
  month: "{count, plural, one {# month} other {# months}}",
  day: "{count, plural, one {# day} other {# days}}",
  hour: "{count, plural, one {# hour} other {# hours}}",
  minute: "{count, plural, one {# minute} other {# minutes}}",
};

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
  const t = useT();
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

  /** "3 days ago", "less than a minute ago" in the page's language. */
  const ago = (iso: string) => {
    const duration = durationInUnits(Date.now() - new Date(iso).getTime());
    const words = duration ? t(UNIT_TEXT[duration.unit], { count: duration.count }) : t("less than a minute");
    return t("{duration} ago", { duration: words });
  };

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
      aria-label={t("Notifications")}
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-50 max-h-[75vh] overflow-y-auto rounded-lg bg-white text-stone-900 shadow-xl ring-1 ring-stone-200 outline-none sm:absolute sm:inset-x-auto sm:top-full sm:end-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 className="text-base font-semibold">{t("Notifications")}</h2>
        {status === "ready" && unread > 0 ? (
          <button
            type="button"
            onClick={notifications.markAllRead}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t(NOTIFICATION_MESSAGES.markAllRead)}
          </button>
        ) : null}
      </div>
      {status === "error" ? (
        <p role="alert" className="px-4 py-6 text-sm text-red-700">
          {t(NOTIFICATION_MESSAGES.loadFailed)}
        </p>
      ) : status === "loading" ? (
        <p className="px-4 py-6 text-sm text-stone-500">{t("Loading…")}</p>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-stone-600">{t(NOTIFICATION_MESSAGES.empty)}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => openItem(item)}
                data-unread={item.is_read ? undefined : "true"}
                className={cn(
                  "flex w-full flex-col gap-0.5 px-4 py-3 text-start hover:bg-stone-50 focus-visible:bg-stone-50",
                  !item.is_read && "border-s-4 border-brand-600 bg-brand-50",
                )}
              >
                <span className="flex items-center gap-2 text-sm font-semibold">
                  {item.is_read ? null : <span className="sr-only">{`${t("Unread:")} `}</span>}
                  {item.title}
                </span>
                <span className="text-sm text-stone-700">{item.message}</span>
                <time dateTime={item.created_at} className="text-xs text-stone-500">
                  {ago(item.created_at)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
