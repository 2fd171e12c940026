import pg from "pg";
import { isConnectionLost } from "~/server/errors";
import { primaryPreferred } from "./read-preference";

/** How often each replica's replay position is compared with the primary's. */
export const REPLICA_CHECK_MS = 500;

type Replica<Db> = { url: string; pool: pg.Pool; db: Db; lagMs: number; up: boolean };
type Sample = { at: number; lsn: bigint };

/** A WAL position ("16/B374D848") as a number. */
function lsnOf(text: string): bigint {
  const [high, low] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

export type ReadReplicas<Db> = {
  /** A replica that is up and at most `maxLagMs` behind, in turn; null when none is (or the request wrote recently). */
  reader(): Db | null;
  /** Each replica's state, for logs and tests. */
  status(): { url: string; up: boolean; lagMs: number }[];
  /** Each replica's connection pool, in the order of the addresses (metrics). */
  pools(): pg.Pool[];
  close(): Promise<void>;
};

/**
 * Streaming replicas of PostgreSQL for public reads. Every REPLICA_CHECK_MS the primary's WAL
 * position is sampled and each replica's replay position read: a replica's lag is the age of the
 * newest primary sample it has replayed past, so an idle primary does not look like a lagging
 * replica. A replica that does not answer, or lags more than `maxLagMs`, is skipped until it
 * recovers; a query that loses its replica mid-way is run again on the primary, so a replica going
 * down changes no answer.
 */
export function openReadReplicas<Db>(
  primary: pg.Pool,
  urls: string[],
  {
    maxLagMs,
    onChange,
    toDb,
  }: {
    maxLagMs: number;
    onChange?: (url: string, up: boolean, lagMs: number) => void;
    /** The query builder over a replica's pool. */
    toDb: (pool: pg.Pool) => Db;
  },
): ReadReplicas<Db> {
  const replicas: Replica<Db>[] = urls.map((url) => {
    const pool = new FallbackPool(
      {
        connectionString: url,
        max: 10,
        connectionTimeoutMillis: 1000,
        options: "-c jit=off",
      },
      primary,
      () => markDown(replica),
    );
    pool.on("error", () => {});
    const replica: Replica<Db> = {
      url,
      pool,
      db: toDb(pool),
      lagMs: Number.POSITIVE_INFINITY,
      up: false,
    };
    return replica;
  });
  const samples: Sample[] = [];
  let next = 0;
  let closed = false;

  const healthy = (r: Replica<Db>) => r.up && r.lagMs <= maxLagMs;
  const report = (r: Replica<Db>, before: boolean) => {
    if (healthy(r) !== before) onChange?.(r.url, healthy(r), r.lagMs);
  };
  const markDown = (r: Replica<Db>) => {
    const before = healthy(r);
    r.up = false;
    report(r, before);
  };

  async function check() {
    const now = Date.now();
    try {
      const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
      samples.push({ at: now, lsn: lsnOf(rows[0]!.lsn) });
    } catch {
      return; // The primary is down: the app answers 503 anyway, replicas keep their state.
    }
    while (samples.length > 1 && samples[0]!.at < now - maxLagMs * 4) samples.shift();
    await Promise.all(
      replicas.map(async (r) => {
        const before = healthy(r);
        try {
          const { rows } = await r.pool.query<{ lsn: string | null }>(
            "select pg_last_wal_replay_lsn()::text as lsn",
          );
          const replayed = rows[0]?.lsn ? lsnOf(rows[0].lsn) : -1n;
          const newest = samples.findLast((s) => s.lsn <= replayed);
          r.lagMs = newest ? now - newest.at : Number.POSITIVE_INFINITY;
          r.up = true;
        } catch {
          r.up = false;
        }
        report(r, before);
      }),
    );
  }

  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    await check();
    if (!closed) timer = setTimeout(loop, REPLICA_CHECK_MS).unref();
  };
  void loop();

  return {
    reader() {
      if (primaryPreferred()) return null;
      for (let i = 0; i < replicas.length; i++) {
        const r = replicas[(next + i) % replicas.length]!;
        if (healthy(r)) {
          next = (next + i + 1) % replicas.length;
          return r.db;
        }
      }
      return null;
    },
    status: () => replicas.map((r) => ({ url: r.url, up: r.up, lagMs: r.lagMs })),
    pools: () => replicas.map((r) => r.pool),
    async close() {
      closed = true;
      clearTimeout(timer);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
}

/** A replica's pool whose queries, should the replica be unreachable, run on the primary instead. */
class FallbackPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
    private readonly onLost: () => void,
  ) {
    super(config);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; Drizzle calls the promise form.
  override query(...args: any[]): any {
    if (typeof args.at(-1) === "function") return super.query(...(args as [string]));
    return (super.query(...(args as [string])) as Promise<pg.QueryResult>).catch((error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      this.onLost();
      return this.primary.query(...(args as [string]));
    });
  }
}
