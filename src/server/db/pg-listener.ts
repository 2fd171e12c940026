import pg from "pg";

export type ListenHandlers = {
  onPayload(payload: string): void;
  /** The connection was lost and is back: notifications in between may have been missed. */
  onResync?(): void;
};

/**
 * LISTEN on one dedicated PostgreSQL connection (pooled connections cannot hold a LISTEN). It
 * connects on first use and, when the connection drops (database restart, network cut),
 * reconnects with backoff and tells the handlers to resynchronise.
 */
export function createPgListener(url: string) {
  const channels = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = 250;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    c.on("error", () => {});
    c.on("notification", (m) => {
      for (const h of channels.get(m.channel) ?? []) h.onPayload(m.payload ?? "");
    });
    c.on("end", () => {
      if (client !== c) return;
      client = undefined;
      scheduleReconnect();
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      await c.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await c.end().catch(() => {});
      throw new Error("The listener is closed.");
    }
    client = c;
    retryMs = 250;
    return c;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensureConnected().then(
        () => {
          for (const set of channels.values()) for (const h of set) h.onResync?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, 10_000);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  return {
    async listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
      if (closed) throw new Error("The listener is closed.");
      let set = channels.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(handlers);
      try {
        const c = await ensureConnected();
        if (isNew) await c.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        set.delete(handlers);
        if (set.size === 0) channels.delete(channel);
        scheduleReconnect();
        throw error;
      }
      return async () => {
        set.delete(handlers);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      channels.clear();
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
