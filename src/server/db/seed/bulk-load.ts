import type { Db } from "~/server/db/client";
import { generateBatch } from "./bulk-generator";
import {
  dropGinIndexes,
  finishBulkLoad,
  insertBatch,
  openSession,
  prepareBulkLoad,
  type RawClient,
  restoreIndexes,
} from "./bulk-insert";

export type BulkLoadOptions = {
  count: number;
  /** Rows per INSERT statement. */
  batch: number;
  /** Connections inserting at the same time (PGlite has one). */
  jobs: number;
  /** Drop the GIN indexes during the load and build them at the end (PostgreSQL, large loads). */
  rebuildIndexes?: boolean;
  log?: (line: string) => void;
};

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * Inserts `count` generated owner-less businesses in batches over `jobs` connections, printing
 * progress about every two seconds. Numbering continues after the rows and certificates already
 * stored, so a second run adds new names and certificate numbers. Answers the seconds it took.
 */
export async function loadBusinesses(db: Db, options: BulkLoadOptions): Promise<number> {
  const { count, batch, log = () => {} } = options;
  const sessions = await Promise.all(
    Array.from({ length: Math.max(1, options.jobs) }, () => openSession(db)),
  );
  const main = sessions[0]!.client;
  let dropped: string[] = [];
  try {
    const { offset, certificateBase } = await startingPoint(main);
    if (options.rebuildIndexes) {
      dropped = await dropGinIndexes(main);
      log(`  dropped ${dropped.length} GIN indexes; they are rebuilt at the end`);
    }
    const refresh = await Promise.all(sessions.map((s) => prepareBulkLoad(s.client)));
    const now = new Date();
    const started = performance.now();
    let next = 0;
    let written = 0;
    let lastReport = 0;
    const report = () => {
      const seconds = (performance.now() - started) / 1000;
      if (seconds - lastReport < 2 && written < count) return;
      lastReport = seconds;
      log(`  ${fmt(written)} / ${fmt(count)}  (${fmt(Math.round(written / seconds))} rows/s)`);
    };
    // Each connection takes the next batch as soon as its previous one is written.
    const work = async (client: RawClient) => {
      while (next < count) {
        const start = next;
        const size = Math.min(batch, count - start);
        next += size;
        await insertBatch(client, generateBatch(offset + start, size, now, certificateBase - offset));
        written += size;
        report();
      }
    };
    await Promise.all(sessions.map((s) => work(s.client)));
    if (dropped.length > 0) {
      log(`  building ${dropped.length} GIN indexes`);
      await restoreIndexes(main, dropped);
      dropped = [];
    }
    await finishBulkLoad(main, refresh.every(Boolean));
    return (performance.now() - started) / 1000;
  } finally {
    // Even when the load fails, the indexes come back.
    if (dropped.length > 0) await restoreIndexes(main, dropped);
    for (const s of sessions) s.release();
  }
}

async function startingPoint(client: RawClient): Promise<{ offset: number; certificateBase: number }> {
  const result = (await client.query(
    `select count(*)::int as rows,
       coalesce(max(substring(certificate_number from '[0-9]+$')::bigint)
         filter (where certificate_number ~ '^UJ-[0-9]{4}-[0-9]+$'), 0)::bigint as top
     from businesses`,
  )) as { rows: { rows: number; top: string | number }[] };
  const row = result.rows[0];
  const offset = row?.rows ?? 0;
  return { offset, certificateBase: Math.max(1_000_000, Number(row?.top ?? 0) + 1) };
}
