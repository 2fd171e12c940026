import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { businessSearchSchema } from "~/domain/search/search-params";
import type { Db } from "~/server/db/client";
import * as schema from "~/server/db/schema";
import { searchBusinesses } from "~/server/services/search/search-businesses";

type Captured = { sql: string; params: unknown[] };

function capturingLogger(into: Captured[]): Logger {
  return { logQuery: (sql, params) => into.push({ sql, params }) };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the page query and the count query the search service runs. */
export async function explainSearch(
  target: { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; client: PGlite },
  query: Record<string, string>,
): Promise<string[]> {
  const captured: Captured[] = [];
  const logger = capturingLogger(captured);
  const db = (target.kind === "postgres"
    ? drizzlePg({ client: target.pool, schema, casing: "snake_case", logger })
    : drizzlePglite({ client: target.client, schema, casing: "snake_case", logger })) as unknown as Db;
  await searchBusinesses({ db, now: () => new Date() }, businessSearchSchema.parse(query));
  const plans: string[] = [];
  for (const { sql, params } of captured.filter((c) => !/^(explain|begin|commit|rollback)\b/i.test(c.sql))) {
    const text = `EXPLAIN (ANALYZE, BUFFERS) ${sql}`;
    const rows =
      target.kind === "postgres"
        ? (await target.pool.query(text, params)).rows
        : (await target.client.query<Record<string, string>>(text, params as never[])).rows;
    plans.push(rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"));
  }
  return plans;
}
