import type { InferResponseType } from "hono/client";
import { API_V1, answer, v1 } from "./client";

export type NotificationList = InferResponseType<typeof v1.notifications.$get, 200>;
export type NotificationItem = NotificationList["items"][number];

/** The signed-in user's newest 10 notifications and the unread count. */
export const listNotifications = () => answer(v1.notifications.$get());

export const markNotificationRead = (id: string) =>
  answer(v1.notifications[":id"].read.$post({ param: { id } }));

export const markAllNotificationsRead = () => answer(v1.notifications["read-all"].$post());

/**
 * Listens for the signed-in user's live notification events (Server-Sent Events). `onChange` is
 * called on every (re)connection and every event: the caller re-reads the list then. The browser
 * reconnects by itself after a network error; after a refusal (401, 503) this retries with backoff.
 * Returns the function that stops listening.
 */
export function watchNotifications(
  onChange: (event: "ready" | "notification" | "resync") => void,
): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delayMs = 5_000;
  let stopped = false;
  const open = () => {
    source = new EventSource(`${API_V1}${v1.notifications.stream.$path()}`);
    for (const event of ["ready", "notification", "resync"] as const)
      source.addEventListener(event, () => onChange(event));
    source.addEventListener("ready", () => {
      delayMs = 5_000;
    });
    source.onerror = () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(open, delayMs);
      delayMs = Math.min(delayMs * 2, 120_000);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
