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

/** How many of the newest active businesses a sampled total looks at. */
export const SAMPLE_ROWS = 1_000;

/**
 * The matches of `scanWhere` among the newest SAMPLE_ROWS active businesses, read along the newest
 * index (a few milliseconds whatever the condition costs through its own index): `exact` when those
 * are all the active businesses, else the share found scaled to the planner's count of them.
 */
export async function sampleMatches(db: Db, scanWhere: SQL): Promise<{ total: number; exact: boolean }> {
  const result = await db.execute(sql`
    select count(*)::int as scanned, (count(*) filter (where ${scanWhere}))::int as matched
    from (select * from ${businesses} where is_active order by created_at desc nulls last limit ${SAMPLE_ROWS}) as businesses`);
  const row = rowsOf<{ scanned: number | string; matched: number | string }>(result)[0];
  const scanned = Number(row?.scanned ?? 0);
  const matched = Number(row?.matched ?? 0);
  if (scanned < SAMPLE_ROWS) return { total: matched, exact: true };
  const active = Math.max(scanned, await activeRowsEstimate(db));
  return { total: Math.round((matched / scanned) * active), exact: false };
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
