import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { unreadBadge } from "~/domain/notifications/notification-rules";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { useNotifications } from "./use-notifications";

// The panel's code loads when it is first wanted (hover, focus or click), not with every page.
const loadPanel = () => import("./notification-panel");
const NotificationPanel = lazy(loadPanel);

/** The header's bell: the unread count as a badge ("9+" above nine), opening the notifications panel. */
export function NotificationBell() {
  const t = useT();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const badge = unreadBadge(notifications.unread);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={
          // The accessible name carries the unread count ("Notifications, 3 unread").
          notifications.unread > 0
            ? t("{count, plural, other {Notifications, # unread}}", { count: notifications.unread })
            : t("Notifications")
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-brand-50 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <Icon name="bell" className="h-5 w-5" />
        {badge ? (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute top-0.5 end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            notifications={notifications}
            anchorRef={buttonRef}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
