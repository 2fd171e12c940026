import { sql } from "drizzle-orm";
import type { Database, Db } from "~/server/db/client";
import type { Logger } from "~/server/logger";

/** The one PostgreSQL channel every app process listens on. */
export const NOTIFICATION_CHANNEL = "ujamaa_notifications";

/** What crosses processes: whose notification, and which. */
export type NotificationEvent = { userId: string; notificationId: string };

export type NotificationSubscriber = {
  onNotification(notificationId: string): void;
  /** Events may have been missed (the listener reconnected): re-read the list. */
  onResync(): void;
  /** The process is shutting down: end the stream. */
  onClose(): void;
};

/**
 * In-process fan-out of new notifications to the open streams of their user. Every process
 * listens on one channel (PostgreSQL LISTEN/NOTIFY across processes; on PGlite within this one)
 * and hands each event only to that user's subscribers.
 */
export type NotificationBus = {
  /** Resolves once this process hears the channel; the function it returns unsubscribes. */
  subscribe(userId: string, subscriber: NotificationSubscriber): Promise<() => void>;
  /** Ends every subscription and stops listening (on shutdown, before the database closes). */
  close(): Promise<void>;
};

/**
 * Announces a notification: `pg_notify` on the caller's connection, so inside a transaction it is
 * delivered on commit and never when rolled back.
 */
export async function announceNotification(db: Pick<Db, "execute">, event: NotificationEvent) {
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(event)})`);
}

function parseEvent(payload: string): NotificationEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<NotificationEvent>;
    if (typeof value.userId === "string" && typeof value.notificationId === "string")
      return { userId: value.userId, notificationId: value.notificationId };
  } catch {}
  return undefined;
}

export function createNotificationBus(database: Pick<Database, "listen">, logger: Logger): NotificationBus {
  const byUser = new Map<string, Set<NotificationSubscriber>>();
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const everyone = () => [...byUser.values()].flatMap((set) => [...set]);

  function startListening() {
    listening ??= database
      .listen(NOTIFICATION_CHANNEL, {
        onPayload(payload) {
          const event = parseEvent(payload);
          if (!event) return logger.warn({ payload }, "ignored a malformed notification event");
          for (const s of byUser.get(event.userId) ?? []) s.onNotification(event.notificationId);
        },
        onResync() {
          for (const s of everyone()) s.onResync();
        },
      })
      .catch((error) => {
        listening = undefined;
        throw error;
      });
    return listening;
  }

  return {
    async subscribe(userId, subscriber) {
      if (closed) throw new Error("The notification bus is closed.");
      await startListening();
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    async close() {
      closed = true;
      for (const s of everyone()) s.onClose();
      byUser.clear();
      const unlisten = await listening?.catch(() => undefined);
      await unlisten?.();
    },
  };
}
