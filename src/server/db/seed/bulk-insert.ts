import pg from "pg";
import type { Db } from "~/server/db/client";
import type { BulkBatch } from "./bulk-generator";

/** Columns and the SQL type each is stored as (enums travel as text arrays and are cast per row). */
const COLUMNS: [keyof BulkBatch, string][] = [
  ["name", "text"],
  ["description", "text"],
  ["category", "text"],
  ["category_slug", "text"],
  ["sub_category", "text"],
  ["address", "text"],
  ["city", "text"],
  ["state", "text"],
  ["zip_code", "text"],
  ["country", "text"],
  ["time_zone", "text"],
  ["phone", "text"],
  ["email", "text"],
  ["website", "text"],
  ["rating", "numeric"],
  ["review_count", "int"],
  ["is_verified", "bool"],
  ["certification_tier", "certification_tier"],
  ["certification_status", "certification_status"],
  ["certification_requested_at", "timestamptz"],
  ["certification_expires_at", "timestamptz"],
  ["certificate_number", "text"],
  ["business_hours", "jsonb"],
  ["is_active", "bool"],
  ["created_at", "timestamptz"],
];

const ENUMS = new Set(["certification_tier", "certification_status"]);
const sentAs = (type: string) => (ENUMS.has(type) ? "text" : type);

/** One statement per batch: every column travels as one array parameter and unnest() turns them into rows. */
const INSERT_SQL = `INSERT INTO businesses (${COLUMNS.map(([c]) => c).join(", ")}, updated_at)
SELECT ${COLUMNS.map(([c, type]) => (ENUMS.has(type) ? `t.${c}::${type}` : `t.${c}`)).join(", ")}, t.created_at
FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${sentAs(type)}[]`).join(", ")})
  AS t(${COLUMNS.map(([c]) => c).join(", ")})`;

export type RawClient = { query(text: string, params?: unknown[]): Promise<unknown> };

/**
 * One connection for the whole load (session settings must stick): a client checked out of the
 * pg pool, or the PGlite instance itself. Both take (text, params).
 */
export async function openSession(db: Db): Promise<{ client: RawClient; release(): void }> {
  const driver = (db as unknown as { $client: unknown }).$client;
  if (driver instanceof pg.Pool) {
    const client = await driver.connect();
    // Destroyed rather than returned to the pool, so no session setting outlives the load.
    return { client, release: () => client.release(true) };
  }
  return { client: driver as RawClient, release: () => {} };
}

export async function insertBatch(client: RawClient, batch: BulkBatch): Promise<void> {
  await client.query(
    INSERT_SQL,
    COLUMNS.map(([column]) => batch[column]),
  );
}

/**
 * Session settings for a long bulk load. The statement-level trigger that recounts categories
 * would rescan each category after every batch, so a superuser session turns triggers off for
 * itself only (session_replication_role) and the counts are refreshed once at the end; without
 * that right the trigger simply keeps running. A larger GIN pending list batches index work.
 * Returns whether the counts must be refreshed by `finishBulkLoad`.
 */
export async function prepareBulkLoad(client: RawClient): Promise<boolean> {
  await client.query("set gin_pending_list_limit = '64MB'");
  try {
    await client.query("set session_replication_role = replica");
    return true;
  } catch {
    return false;
  }
}

export async function finishBulkLoad(client: RawClient, refreshCounts: boolean): Promise<void> {
  await client.query("reset session_replication_role").catch(() => {});
  if (refreshCounts)
    await client.query("select refresh_category_counts(array(select slug from business_categories))");
  // The inserts left the GIN indexes' new entries in their pending lists (gin_pending_list_limit
  // above); until a vacuum merges them the planner prices the indexes out and searches scan the table.
  await client.query("vacuum (analyze) businesses");
}

/**
 * For a load far bigger than the table: drops the GIN (full-text and trigram) indexes of
 * businesses and answers their definitions, so `restoreIndexes` can build them once at the end,
 * which is much cheaper than updating them row by row.
 */
export async function dropGinIndexes(client: RawClient): Promise<string[]> {
  const result = (await client.query(
    "select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'businesses' and indexdef ilike '% using gin %'",
  )) as { rows: { indexname: string; indexdef: string }[] };
  for (const row of result.rows) await client.query(`drop index if exists "${row.indexname}"`);
  return result.rows.map((row) => row.indexdef);
}

export async function restoreIndexes(client: RawClient, definitions: string[]): Promise<void> {
  await client.query("set maintenance_work_mem = '256MB'");
  for (const definition of definitions) {
    await client.query(definition.replace(/^CREATE INDEX /i, "CREATE INDEX IF NOT EXISTS "));
  }
}
