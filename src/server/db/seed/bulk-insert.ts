import pg from "pg";
import type { Db } from "~/server/db/client";
import type { BulkBatch } from "./bulk-generator";

const BULK_FIRST_NAMES = ["Ama", "Kofi", "Nia", "Jamal", "Zora", "Malik", "Imani", "Yaw"];

/** Columns and the SQL type each is stored as (enums travel as text arrays and are cast per row). */
const COLUMNS: [keyof BulkBatch, string][] = [
  ["id", "uuid"],
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
  ["latitude", "float8"],
  ["longitude", "float8"],
  ["area_latitude", "float8"],
  ["area_longitude", "float8"],
  ["placed_by", "placement_source"],
  ["show_area_only", "bool"],
];

const ENUMS = new Set(["certification_tier", "certification_status", "placement_source"]);
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

/** The generated businesses' reviewers: accounts without any way to sign in, made once. */
export const BULK_REVIEWERS = Array.from({ length: 24 }, (_, n) => {
  const number = String(n + 1).padStart(2, "0");
  return {
    id: `bulk-reviewer-${number}`,
    name: `${BULK_FIRST_NAMES[n % BULK_FIRST_NAMES.length]} Reviewer${number}`,
    email: `bulk-reviewer-${number}@reviewers.ujamaa.test`,
  };
});

const REVIEWERS_SQL = `INSERT INTO users (id, name, email, email_verified)
SELECT t.id, t.name, t.email, true FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, name, email)
ON CONFLICT DO NOTHING`;

const REVIEWS_SQL = `INSERT INTO reviews (business_id, author_id, rating, body, created_at, updated_at)
SELECT t.business_id, t.author_id, t.rating, t.body, t.created_at, t.created_at
FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::timestamptz[])
  AS t(business_id, author_id, rating, body, created_at)`;

const TEXTS: Record<number, string[]> = {
  5: ["Excellent, highly recommend.", "Wonderful service and people.", "The best around."],
  4: ["Very good, would come back.", "Good experience overall."],
  3: ["It was okay.", "Fine, nothing special."],
  2: ["Not great this time.", "Slow and disappointing."],
  1: ["Would not recommend.", "Poor experience."],
};

/**
 * One batch: the businesses in one statement, then their reviews in a second (every column travels
 * as one array parameter and unnest() turns them into rows). The rows' rating and review_count are
 * the reviews' own figures (bulk-generator.ts), so they agree whether the reviews' trigger runs or
 * a superuser session has switched triggers off.
 */
export async function insertBatch(client: RawClient, batch: BulkBatch): Promise<void> {
  await client.query(
    INSERT_SQL,
    COLUMNS.map(([column]) => batch[column]),
  );
  await client.query(REVIEWERS_SQL, [
    BULK_REVIEWERS.map((r) => r.id),
    BULK_REVIEWERS.map((r) => r.name),
    BULK_REVIEWERS.map((r) => r.email),
  ]);
  const reviews = {
    business_id: [] as string[],
    author_id: [] as string[],
    rating: [] as number[],
    body: [] as string[],
    created_at: [] as Date[],
  };
  const now = Date.now();
  batch.review_stars.forEach((stars, i) => {
    const listed = batch.created_at[i]!.getTime();
    stars.forEach((star, j) => {
      const texts = TEXTS[star]!;
      reviews.business_id.push(batch.id[i]!);
      reviews.author_id.push(BULK_REVIEWERS[(i * 7 + j) % BULK_REVIEWERS.length]!.id);
      reviews.rating.push(star);
      reviews.body.push(texts[(i + j) % texts.length]!);
      reviews.created_at.push(new Date(listed + ((j + 1) / (stars.length + 1)) * (now - listed)));
    });
  });
  if (reviews.rating.length === 0) return;
  await client.query(REVIEWS_SQL, [
    reviews.business_id,
    reviews.author_id,
    reviews.rating,
    reviews.body,
    reviews.created_at,
  ]);
}

/**
 * Session settings for a long bulk load. The statement-level trigger that recounts categories
 * would rescan each category after every batch, so a superuser session turns triggers off for
 * itself only (session_replication_role) and the counts are refreshed once at the end; without
 * that right the trigger simply keeps running. (The reviews' trigger has nothing to change: each
 * batch brings figures that match its reviews.) The GIN indexes take entries through a large
 * pending list for the load, which batches index work (they take them directly otherwise).
 * Returns whether the triggers are off, so that `finishBulkLoad` must do their work once at the end.
 */
export async function prepareBulkLoad(client: RawClient): Promise<boolean> {
  await client.query("set gin_pending_list_limit = '64MB'");
  await setGinPendingLists(client, true);
  try {
    await client.query("set session_replication_role = replica");
    return true;
  } catch {
    return false;
  }
}

/**
 * What the triggers of `businesses` keep, brought up to date after a load that ran without them
 * (session_replication_role): the category counts, the typo vocabulary of name words without accents
 * (migrations 0028 and 0043), the vendor lists' distinct name keys (migration 0042) and the directory version that keys the answers kept in memory (migration 0009).
 */
export async function finishBulkLoad(client: RawClient, triggersWereOff: boolean): Promise<void> {
  await client.query("reset session_replication_role").catch(() => {});
  if (triggersWereOff) {
    await client.query("select refresh_category_counts(array(select slug from business_categories))");
    await client.query(
      `insert into business_name_words (word)
       select distinct w from businesses, unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(coalesce(name, ''))))) as w
       on conflict do nothing`,
    );
    await client.query(
      `insert into business_name_keys (name_key)
       select distinct name_key from businesses where name_key <> ''
       on conflict do nothing`,
    );
    await client.query("update directory_version set version = version + 1 where id = 1");
  }
  // The inserts left the GIN indexes' new entries in their pending lists (gin_pending_list_limit
  // above); until a vacuum merges them the planner prices the indexes out and searches scan the table.
  await client.query("vacuum (analyze) businesses");
  await setGinPendingLists(client, false);
  await client.query("analyze reviews");
}

async function ginIndexes(client: RawClient): Promise<{ indexname: string; indexdef: string }[]> {
  const result = (await client.query(
    "select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'businesses' and indexdef ilike '% using gin %'",
  )) as { rows: { indexname: string; indexdef: string }[] };
  return result.rows;
}

/** Turns the GIN indexes' pending lists (fastupdate) on or off; a loader that does not own them leaves them as they are. */
async function setGinPendingLists(client: RawClient, on: boolean): Promise<void> {
  for (const { indexname } of await ginIndexes(client)) {
    await client.query(`alter index "${indexname}" set (fastupdate = ${on})`).catch(() => {});
  }
}

/**
 * For a load far bigger than the table: drops the GIN (full-text and trigram) indexes of
 * businesses and answers their definitions, so `restoreIndexes` can build them once at the end,
 * which is much cheaper than updating them row by row.
 */
export async function dropGinIndexes(client: RawClient): Promise<string[]> {
  const indexes = await ginIndexes(client);
  for (const row of indexes) await client.query(`drop index if exists "${row.indexname}"`);
  return indexes.map((row) => row.indexdef);
}

export async function restoreIndexes(client: RawClient, definitions: string[]): Promise<void> {
  await client.query("set maintenance_work_mem = '256MB'");
  for (const definition of definitions) {
    await client.query(definition.replace(/^CREATE INDEX /i, "CREATE INDEX IF NOT EXISTS "));
  }
}
