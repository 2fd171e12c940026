import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "~/server/config";
import { acquireDirectoryLock } from "./directory-lock";
import { createPgListener, type ListenHandlers } from "./pg-listener";
import { preferringPrimary } from "./read-preference";
import { openReadReplicas } from "./read-replicas";
import * as schema from "./schema";

/** One database type for both engines. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Plain SQL for a library that brings its own (the job queue, src/server/jobs): `$1` parameters,
 * or several statements in one text when it has none. Rows of every statement, in order.
 */
export type RawSql = {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * A connection pool's use at this moment (metrics). `idle` and `waiting` only where there is a pool:
 * the embedded database is one connection inside the process, with no pool to measure.
 */
export type PoolUse = {
  /** `primary`, or `replica-N` for the Nth address of DATABASE_READ_URL. */
  pool: string;
  max: number;
  open: number;
  idle?: number;
  /** Queries waiting for a connection. */
  waiting?: number;
};

export type Database = {
  db: Db;
  /**
   * Where a public read goes: a read replica that is up and recent enough (DATABASE_READ_URL),
   * else `db`. Requests that wrote a moment ago always get `db` (read-preference.ts).
   */
  reader(): Db;
  /** Runs `work` (a request's handling) with every read on the primary: the client wrote a moment ago. */
  preferPrimary<T>(work: () => T): T;
  kind: "pglite" | "postgres";
  raw: RawSql;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Hears `pg_notify(channel, payload)` from any process on this database, once committed. On
   * PostgreSQL through one dedicated connection; on PGlite within this process. Resolves once
   * listening; the function it returns stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The connection pools' use now: the primary's, then each read replica's. */
  pools(): PoolUse[];
  close(): Promise<void>;
};

export type { ListenHandlers };

/** Resolved from the working directory: the server is bundled into build/, the migrations are not. */
export const migrationsFolder = path.resolve(process.cwd(), "src/server/db/migrations");

export async function openDatabase(
  config: Pick<Config, "database">,
  onReplicaChange?: (url: string, up: boolean, lagMs: number) => void,
): Promise<Database> {
  const { database } = config;
  return database.kind === "postgres"
    ? openPostgres(database.url, { ...database.replicas, onChange: onReplicaChange })
    : openPglite(database.dir);
}

type ReplicaOptions = {
  urls: string[];
  maxLagMs: number;
  onChange?: (url: string, up: boolean, lagMs: number) => void;
};

function useOf(name: string, pool: pg.Pool): PoolUse {
  return {
    pool: name,
    max: pool.options.max,
    open: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

export function openPostgres(url: string, replicaOptions?: ReplicaOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    // Broad searches pass the JIT cost threshold; compiling costs them 20–100 ms and saves nothing
    // on reads that wait for the heap (docs/performance.md).
    options: "-c jit=off",
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  const listener = createPgListener(url);
  const replicas = replicaOptions?.urls.length
    ? openReadReplicas(pool, replicaOptions.urls, {
        ...replicaOptions,
        toDb: (replicaPool) =>
          drizzlePg({ client: replicaPool, schema, casing: "snake_case" }) as unknown as Db,
      })
    : undefined;
  return {
    db,
    reader: () => replicas?.reader() ?? db,
    preferPrimary: preferringPrimary,
    kind: "postgres",
    raw: {
      async query(text, values) {
        const result = (await pool.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
        return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows ?? []) : result.rows };
      },
    },
    async migrate() {
      // Several app processes may start at once: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(715202611)");
        await migratePg(drizzlePg({ client, casing: "snake_case" }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock(715202611)").catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listener.listen(channel, handlers),
    pools: () => [
      useOf("primary", pool),
      ...(replicas?.pools() ?? []).map((replica, i) => useOf(`replica-${i + 1}`, replica)),
    ],
    async close() {
      await replicas?.close();
      await listener.close();
      await pool.end();
    },
  };
}

export async function openPglite(dir: string | undefined): Promise<Database> {
  let release = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDirectoryLock(dir);
  }
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm, cube, earthdistance, unaccent },
  });
  return wrapPglite(client, release);
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    reader: () => db,
    preferPrimary: (work) => work(),
    kind: "pglite",
    raw: {
      async query(text, values) {
        if (values?.length) return client.query<Record<string, unknown>>(text, values);
        // exec() runs several statements (simple protocol); query() only one. One connection serves
        // the whole process, so a `BEGIN; …; COMMIT;` block runs as a PGlite transaction: nothing
        // else runs inside it, and if it fails it is rolled back before anything else runs.
        const block = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i.exec(text);
        const results = block
          ? await client.transaction((tx) => tx.exec(block[1]!))
          : await client.exec(text);
        return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
      },
    },
    migrate: () => migratePglite(drizzlePglite({ client, casing: "snake_case" }), { migrationsFolder }),
    async ping() {
      await client.query("select 1");
    },
    async listen(channel, { onPayload }) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    pools: () => [{ pool: "primary", max: 1, open: client.closed ? 0 : 1 }],
    async close() {
      await client.close();
      release();
    },
  };
}
