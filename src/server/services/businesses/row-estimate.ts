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

/** Rows of db.execute on either engine (node-postgres and PGlite both answer { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
