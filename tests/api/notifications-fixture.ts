import { eq } from "drizzle-orm";
import type { NoticeId } from "~/domain/languages/catalogs/notices";
import { notice } from "~/domain/notifications/notice";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { createNotification } from "~/server/services/notifications/create-notification";

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Stores a notification for a user, as another feature (opportunity alerts) would: a text no catalogue holds reads as itself. */
export function notify(db: Db, userId: string, title: string, link: string | null = null) {
  return createNotification(
    { db },
    {
      userId,
      kind: "other",
      title: notice(title as NoticeId),
      body: notice(`About ${title}` as NoticeId),
      link,
    },
  );
}

export type SseEvent = { event: string; data: string };

/**
 * Opens the notification stream with a real HTTP request and reads its events as they come.
 * `next()` waits for the next event (comments such as heartbeats are skipped).
 */
export async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/v1/notifications/stream`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: ((e: SseEvent) => void)[] = [];
  let buffer = "";
  const pump = async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          const lines = block.split("\n").filter((l) => !l.startsWith(":"));
          if (lines.length === 0) continue;
          const event = {
            event:
              lines
                .find((l) => l.startsWith("event:"))
                ?.slice(6)
                .trim() ?? "message",
            data: lines
              .filter((l) => l.startsWith("data:"))
              .map((l) => l.slice(5).trim())
              .join("\n"),
          };
          const waiter = waiters.shift();
          if (waiter) waiter(event);
          else queue.push(event);
        }
      }
    } catch {}
  };
  void pump();
  return {
    res,
    next(timeoutMs = 5000): Promise<SseEvent> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(wrapped), 1);
          reject(new Error("no event in time"));
        }, timeoutMs);
        const wrapped = (e: SseEvent) => {
          clearTimeout(timer);
          resolve(e);
        };
        waiters.push(wrapped);
      });
    },
    /** Whatever arrived and was not read yet, after waiting a moment. */
    async drain(waitMs = 300): Promise<SseEvent[]> {
      await new Promise((r) => setTimeout(r, waitMs));
      return queue.splice(0);
    },
    close: () => controller.abort(),
  };
}
