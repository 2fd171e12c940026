import { Icon } from "~/web/components/ui/icon";

/** Where the notifications bell goes; the notifications work fills it with the unread count and panel. */
export function NotificationBellSlot() {
  return (
    <span
      data-slot="notification-bell"
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-brand-50"
      role="img"
      aria-label="Notifications"
    >
      <Icon name="bell" className="h-5 w-5" />
    </span>
  );
}
