import type { RawSql } from "~/server/db/client";

/**
 * pg-boss 11 rewrote its tables and pg-boss 12 migrates only from 11's (schema version 25 on): a
 * database whose queue pg-boss 10 made (version 24) cannot be migrated in place. The documented way
 * over is a new schema and moving the unfinished jobs across (pg-boss 11's release notes: "manually
 * move jobs via the API or SQL via INSERT ... SELECT"). Before pg-boss 12 starts, the old schema is
 * renamed out of its way; after it has made its tables and queues, the jobs are moved and the old
 * schema dropped. Both steps take a transaction-level advisory lock and check again under it, so
 * processes starting together on one database do each step once.
 */
export const LEGACY_SUFFIX = "_v10";

/** An advisory lock key of our own (pg-boss takes its own locks on its schema name). */
const UPGRADE_LOCK = "hashtext('ujamaa:job-queue-upgrade')";

/** Renames a pg-boss 10 schema to `<schema>_v10`; nothing on a fresh database or a current one. */
export async function setAsideLegacyQueue(raw: RawSql, schema: string): Promise<void> {
  const legacy = `${schema}${LEGACY_SUFFIX}`;
  await raw.query(`
    DO $upgrade$
    BEGIN
      PERFORM pg_advisory_xact_lock(${UPGRADE_LOCK});
      IF to_regclass('${schema}.version') IS NULL OR to_regnamespace('${legacy}') IS NOT NULL THEN
        RETURN;
      END IF;
      IF (SELECT max(version) FROM ${schema}.version) < 25 THEN
        ALTER SCHEMA ${schema} RENAME TO ${legacy};
      END IF;
    EXCEPTION
      -- Another process did it while this one waited for the lock (the check above may read a catalog
      -- cached before the wait).
      WHEN undefined_table OR invalid_schema_name OR duplicate_schema THEN NULL;
    END
    $upgrade$`);
}

/**
 * Moves the jobs a pg-boss 10 queue left unfinished into pg-boss 12's tables (their queues must
 * exist), then drops the old schema. Waiting and retrying jobs keep their attempts and payload;
 * jobs that were running when the old process stopped are queued again (their process is gone);
 * dead jobs stay dead, with their last error, so an admin can still retry them. Finished jobs are
 * history and are not moved. Answers whether there was an old queue to move.
 */
export async function moveLegacyJobs(
  raw: RawSql,
  schema: string,
  deleteAfterSeconds: number,
): Promise<boolean> {
  const legacy = `${schema}${LEGACY_SUFFIX}`;
  const exists = await raw.query(`select to_regclass('${legacy}.job') is not null as found`);
  if (!exists.rows[0]?.found) return false;
  await raw.query(`
    DO $upgrade$
    BEGIN
      PERFORM pg_advisory_xact_lock(${UPGRADE_LOCK});
      IF to_regclass('${legacy}.job') IS NULL THEN
        RETURN;
      END IF;
      INSERT INTO ${schema}.job (
        id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
        expire_seconds, deletion_seconds, singleton_key, start_after, created_on, completed_on,
        keep_until, output, policy
      )
      SELECT j.id, j.name, j.priority, j.data,
             (CASE WHEN j.state = 'active' THEN 'created' ELSE j.state::text END)::${schema}.job_state,
             j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff,
             greatest(1, extract(epoch from j.expire_in)::int), ${Number(deleteAfterSeconds)}, j.singleton_key,
             CASE WHEN j.state = 'active' THEN now() ELSE j.start_after END,
             j.created_on, j.completed_on, j.keep_until, j.output, q.policy
        FROM ${legacy}.job j
        JOIN ${schema}.queue q ON q.name = j.name
       WHERE j.state IN ('created', 'retry', 'active', 'failed')
      ON CONFLICT DO NOTHING;
      DROP SCHEMA ${legacy} CASCADE;
    EXCEPTION
      -- Another process moved them while this one waited for the lock (see setAsideLegacyQueue).
      WHEN undefined_table OR invalid_schema_name THEN NULL;
    END
    $upgrade$`);
  return true;
}
