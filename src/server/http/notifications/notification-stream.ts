import type { Context } from "hono";
import { type SSEMessage, type SSEStreamingApi, streamSSE } from "hono/streaming";
import { AppError } from "~/server/errors";
import type { AppEnv } from "~/server/http/app-env";
import { requireUser } from "~/server/policy";

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting (EventSource's `retry`). */
const RETRY_MS = 3_000;

/**
 * The signed-in user's live notification events as Server-Sent Events: `ready` once listening,
 * `notification` ({ id }) for each new one of theirs, `resync` when some may have been missed.
 * Visitors get 401. The stream ends when the client leaves or the process shuts down.
 */
export async function notificationStream(c: Context<AppEnv>): Promise<Response> {
  const me = requireUser(c.get("actor"));
  const { notificationBus, logger } = c.get("runtime");

  let stream: SSEStreamingApi | undefined;
  const pending: SSEMessage[] = [];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const send = (message: SSEMessage) => {
    if (!stream) return void pending.push(message);
    stream.writeSSE(message).catch(() => finish());
  };

  let unsubscribe: () => void;
  try {
    unsubscribe = await notificationBus.subscribe(me.userId, {
      onNotification: (id) => send({ event: "notification", data: JSON.stringify({ id }) }),
      onResync: () => send({ event: "resync", data: "{}" }),
      onClose: () => finish(),
    });
  } catch (error) {
    logger.error({ err: error }, "could not listen for notifications");
    throw new AppError("unavailable", "Live notifications are unavailable; try again shortly.");
  }

  // Proxies must pass each event on at once (nginx buffers otherwise) and never transform it.
  c.header("X-Accel-Buffering", "no");
  c.header("Cache-Control", "no-store, no-transform");
  return streamSSE(c, async (s) => {
    stream = s;
    s.onAbort(() => finish());
    await s.writeSSE({ event: "ready", data: "{}", retry: RETRY_MS });
    for (const message of pending.splice(0)) send(message);
    const heartbeat = setInterval(() => {
      s.write(": heartbeat\n\n").catch(() => finish());
    }, HEARTBEAT_MS);
    try {
      await finished;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
}
