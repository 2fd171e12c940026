import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";

/**
 * Counting stops here: past it `total` is the planner's estimate (never less than the cap), so
 * a broad search over a million rows costs no more than a narrow one. Pages never depend on it:
 * `next` comes from reading one row more than the page.
 */
export const EXACT_COUNT_CAP = 1_000;

/** The planner's estimate of the active businesses matching `where`, never below `atLeast`. */
export async function estimateMatches(db: Db, where: SQL, atLeast: number): Promise<number> {
  const plan = await db.execute(sql`explain (format json) select 1 from ${businesses} where ${where}`);
  const first = rowsOf<Record<string, unknown>>(plan)[0];
  const raw = first ? Object.values(first)[0] : undefined;
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
  return Math.max(atLeast, Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/** How many of the newest active businesses a sampled total looks at, at most. */
const SAMPLE_ROWS = 1_000;
/** A broad condition's share is read off the position of its this-many-th match: the scan stops there. */
const SAMPLE_MATCHES = 64;

/**
 * The matches of `scanWhere` among the newest SAMPLE_ROWS active businesses, read along the newest
 * index (a few milliseconds whatever the condition costs through its own index): `exact` when those
 * are all the active businesses, else the share found scaled to the planner's count of them. A broad
 * condition stops at its SAMPLE_MATCHES-th match, its share read off that position (about as precise
 * as a 1,000-row count of a 7 % share), so a costly test (open now) runs on a few hundred rows, not
 * a thousand. `area`: the same scaled share of the sample's rows matching `areaWhere` alone.
 */
export async function sampleMatches(
  db: Db,
  scanWhere: SQL,
  areaWhere?: SQL,
): Promise<{ total: number; exact: boolean; area?: number }> {
  // The sample is read lazily: the K-th match's search pulls only as many rows as it needs, and the
  // full count of matches (a CASE branch, evaluated only when taken) reads on from there. With
  // `areaWhere`, the whole sample is read: its rows in the area (that condition alone) are counted too.
  const result = await db.execute(sql`
    with sample as materialized (
      select (${scanWhere}) as m, ${areaWhere ? sql`(${areaWhere})` : sql`false`} as a
      from (select * from ${businesses} where is_active order by created_at desc nulls last limit ${SAMPLE_ROWS}) as businesses
    ), kth as materialized (
      select n from (select row_number() over () as n, m from sample) r where m offset ${SAMPLE_MATCHES - 1} limit 1
    ), active as (
      select count(*)::int as n from (select 1 from ${businesses} where is_active limit ${SAMPLE_ROWS}) a
    )
    select active.n as active, kth.n::int as kth,
      case when active.n < ${SAMPLE_ROWS} or kth.n is null
        then (select (count(*) filter (where m))::int from sample) end as matched,
      ${areaWhere ? sql`(select (count(*) filter (where a))::int from sample)` : sql`null::int`} as in_area
    from active left join kth on true`);
  const row = rowsOf<{
    active: number | string;
    kth: number | string | null;
    matched: number | string | null;
    in_area: number | string | null;
  }>(result)[0];
  const active = Number(row?.active ?? 0);
  const inArea = row?.in_area == null ? undefined : Number(row.in_area);
  if (active < SAMPLE_ROWS) return { total: Number(row?.matched ?? 0), exact: true, area: inArea };
  const share =
    row?.kth != null ? (SAMPLE_MATCHES - 1) / (Number(row.kth) - 1) : Number(row?.matched ?? 0) / SAMPLE_ROWS;
  const scale = Math.max(SAMPLE_ROWS, await activeRowsEstimate(db));
  return {
    total: Math.round(share * scale),
    exact: false,
    area: inArea === undefined ? undefined : Math.round((inArea / SAMPLE_ROWS) * scale),
  };
}

/** How long a process reuses the planner's count of active businesses: it moves slowly and only scales estimates. */
const ACTIVE_ESTIMATE_MS = 10_000;
const activeEstimates = new WeakMap<Db, { rows: number; at: number }>();

/** The planner's count of active businesses, asked at most once per ACTIVE_ESTIMATE_MS for each database. */
export async function activeRowsEstimate(db: Db): Promise<number> {
  const kept = activeEstimates.get(db);
  if (kept && Date.now() - kept.at < ACTIVE_ESTIMATE_MS) return kept.rows;
  const rows = await estimateMatches(db, sql`is_active`, 0);
  activeEstimates.set(db, { rows, at: Date.now() });
  return rows;
}

/** Rows of db.execute on either engine (node-postgres and PGlite both answer { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
