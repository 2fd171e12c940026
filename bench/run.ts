// Search bench (with --uploads the image work bench, bench/uploads.ts; with --pages the page bench,
// bench/pages.ts; with --vendor-lists the vendor matching bench, bench/vendor-lists.ts). Usage:
//   npm run bench -- --engine=postgres --count=100000 [--duration=10] [--connections=50] [--processes=1] [--keep] [--baseline]
//   npm run bench -- --engine=pglite --count=100000
//   --only=typo,keyword: just those queries (by name)
// PostgreSQL: a scratch database ujamaa_bench_<count> on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432),
// made, filled by `npm run seed:bulk`, benched and dropped (unless --keep).
// PGlite: a data directory under /tmp/search-bench-pglite-<count> (kept for reuse unless --fresh).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { openPostgres, wrapPglite } from "~/server/db/client";
import { startApiServer } from "./api-server";
import { measureBaseline } from "./baseline";
import { explainSearch } from "./explain";
import { type LoadResult, load } from "./load";
import { BENCH_QUERIES as ALL_QUERIES } from "./queries";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k!, v ?? "true"];
  }),
);
const engine = (args.engine ?? "postgres") as "postgres" | "pglite";
const count = Number(args.count ?? (args["vendor-lists"] ? 1_000_000 : 100_000));
const only = args.only?.split(",");
const BENCH_QUERIES = only ? ALL_QUERIES.filter((q) => only.includes(q.name)) : ALL_QUERIES;
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const port = Number(args.port ?? 3331);
/** API processes on the port (WEB_CONCURRENCY, PostgreSQL only). */
const processes = Number(args.processes ?? 1);
const serverUrl = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const dbName = `ujamaa_bench_${count}`;
const pgliteDir = `/tmp/search-bench-pglite-${count}`;

const log = (...m: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...m);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

/** Fills the database with `npm run seed:bulk` (the same rows an operator would load). */
function seedBulk(env: Record<string, string>, rebuildIndexes: boolean): Promise<void> {
  const args = [
    "run",
    "seed:bulk",
    "--",
    "--count",
    String(count),
    ...(rebuildIndexes ? ["--rebuild-indexes"] : []),
  ];
  return timed(`npm ${args.join(" ")}`, async () => {
    const child = spawn("npm", args, {
      env: { ...process.env, SEED_DEMO: "false", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const code = await new Promise<number | null>((r) => child.once("exit", r));
    if (code !== 0) throw new Error(`seed:bulk exited with ${code}`);
  });
}

async function preparePostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [dbName])).rowCount;
  if (exists && args.fresh) await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
  if (!exists || args.fresh) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = `${serverUrl}/${dbName}`;
  const database = openPostgres(url);
  await database.migrate();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const have = Number((await pool.query("select count(*) from businesses")).rows[0].count);
  await pool.end();
  await database.close();
  if (have !== count) {
    const truncate = new pg.Client({ connectionString: url });
    await truncate.connect();
    await truncate.query("TRUNCATE businesses CASCADE");
    await truncate.end();
    await seedBulk({ DATABASE_URL: url }, count >= 500_000);
  } else log(`reusing ${dbName} (${have} rows)`);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: `${serverUrl}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function preparePglite() {
  if (args.fresh) fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(pgliteDir, "db"), { recursive: true });
  const client = await PGlite.create({
    dataDir: path.join(pgliteDir, "db"),
    extensions: { pg_trgm, cube, earthdistance, unaccent },
  });
  const database = wrapPglite(client);
  await database.migrate();
  const have = Number(
    (await client.query<{ n: number }>("select count(*)::int n from businesses")).rows[0]!.n,
  );
  if (have !== count) await client.exec("TRUNCATE businesses CASCADE");
  await client.close();
  if (have !== count) {
    await seedBulk({ DATA_DIR: pgliteDir }, false);
  } else log(`reusing ${pgliteDir} (${have} rows)`);
}

type QueryResult = LoadResult & { name: string; total?: number; alone?: number };

/** Starts the API with `env`, loads the health check and each bench query, stops it. */
async function measureAll(env: Record<string, string>, alone: boolean): Promise<QueryResult[]> {
  const server = await startApiServer(port, env);
  const results: QueryResult[] = [];
  const label = env.SEARCH_CACHE_SECONDS === "0" ? "uncached" : "cached";
  try {
    // The ceiling of the HTTP stack on this machine: the health check (one trivial query).
    const health = await load(`http://127.0.0.1:${port}/api/health`, connections, Math.min(5, duration));
    results.push({ name: "(health check, for scale)", ...health });
    log(label, "health", JSON.stringify(health));
    for (const { name, query, mustFind } of BENCH_QUERIES) {
      const url = `http://127.0.0.1:${port}/api/v1/businesses?${new URLSearchParams(query)}`;
      const answer = await fetch(url);
      const first = (await answer.json()) as { total: number; items?: unknown[] };
      if (mustFind && !(answer.ok && first.total > 0 && (first.items?.length ?? 0) > 0)) {
        // A bulk load that skipped derived data (the typo vocabulary, the businesses' positions) would be
        // timed as an empty answer (or a refusal).
        throw new Error(
          `bench: "${name}" found nothing (${answer.status}), though the generated rows hold matches`,
        );
      }
      await load(url, connections, Math.min(2, duration));
      const result = await load(url, connections, duration);
      let single: number | undefined;
      if (alone) {
        // Overloaded, the server still works through the requests queued before wrk stopped:
        // one request more waits for them, so that "alone" measures a search by itself.
        await (await fetch(url)).arrayBuffer();
        single = (await load(url, 1, Math.min(3, duration))).p50;
      }
      results.push({ name, total: first.total, ...result, alone: single });
      log(label, name, JSON.stringify({ total: first.total, ...result, alone: single }));
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  return results;
}

async function main() {
  log(
    `engine ${engine}, ${count} businesses, ${connections} connections, ${duration} s per query, ${processes} API process(es)`,
  );
  const pgDb = engine === "postgres" ? await preparePostgres() : undefined;
  if (engine === "pglite") await preparePglite();

  const serverEnv: Record<string, string> = pgDb
    ? { DATABASE_URL: pgDb.url, DATA_DIR: "/tmp/search-bench-data", WEB_CONCURRENCY: String(processes) }
    : { DATA_DIR: pgliteDir };
  // As deployed (repeated searches answered from memory), then with the cache off so that every
  // request reaches the database. "alone": one connection, cache off — the cost of one search.
  const cached = await measureAll({ ...serverEnv, SEARCH_CACHE_SECONDS: "30" }, false);
  const uncached = await measureAll({ ...serverEnv, SEARCH_CACHE_SECONDS: "0" }, true);

  const explains: Record<string, string[]> = {};
  const baseline: Record<string, number> = {};
  if (engine === "postgres") {
    const pool = new pg.Pool({ connectionString: pgDb!.url, max: 2 });
    for (const { name, query } of BENCH_QUERIES)
      explains[name] = await explainSearch({ kind: "postgres", pool }, query);
    if (args.baseline) {
      const database = openPostgres(pgDb!.url);
      for (const { name, query } of BENCH_QUERIES) {
        baseline[name] = await measureBaseline(database.db, query, 3);
        log(`baseline ${name}: ${baseline[name]} ms`);
      }
      await database.close();
    }
    await pool.end();
  } else {
    const client = await PGlite.create({
      dataDir: path.join(pgliteDir, "db"),
      extensions: { pg_trgm, cube, earthdistance, unaccent },
    });
    for (const { name, query } of BENCH_QUERIES)
      explains[name] = await explainSearch({ kind: "pglite", client }, query);
    if (args.baseline) {
      const database = wrapPglite(client);
      for (const { name, query } of BENCH_QUERIES) {
        baseline[name] = await measureBaseline(database.db, query, 3);
        log(`baseline ${name}: ${baseline[name]} ms`);
      }
    }
    await client.close();
  }
  if (pgDb && !args.keep) await pgDb.drop();

  console.log(
    `\n### ${engine}, ${count.toLocaleString("en-US")} businesses, ${connections} connections, ${processes} API process(es)\n`,
  );
  const spec = args.baseline ? " read-all way ms | ratio |" : "";
  console.log(
    `| query | total | cached req/s | p50 ms | p95 ms | p99 ms | uncached req/s | p50 ms | p95 ms | p99 ms | alone p50 ms |${spec}`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|${args.baseline ? "---:|---:|" : ""}`);
  for (const [i, c] of cached.entries()) {
    const u = uncached[i]!;
    const base = baseline[c.name];
    const ratio =
      base !== undefined && u.alone
        ? ` ${base} | ${Math.round(base / u.alone)}× |`
        : args.baseline
          ? " | |"
          : "";
    console.log(
      `| ${c.name} | ${u.total ?? ""} | ${c.rps} | ${c.p50} | ${c.p95} | ${c.p99} | ${u.rps} | ${u.p50} | ${u.p95} | ${u.p99} | ${u.alone ?? ""} |${ratio}`,
    );
  }
  const errors = [...cached, ...uncached].reduce((n, r) => n + r.errors, 0);
  console.log(`\nFailed requests: ${errors}`);
  const out = `/tmp/search-bench-${engine}-${count}.json`;
  fs.writeFileSync(
    out,
    JSON.stringify({ engine, count, connections, duration, cached, uncached, baseline, explains }, null, 2),
  );
  console.log(`\nEXPLAIN plans and raw figures: ${out}`);
}

/** The vendor-list matching bench on the same database (bench/vendor-lists.ts). */
async function mainVendorLists() {
  const pgDb = await preparePostgres();
  const { benchVendorLists } = await import("./vendor-lists");
  await benchVendorLists(pgDb.url, {
    rows: Number(args.rows ?? 10_000),
    namesOnly: Boolean(args["names-only"]),
  });
  if (!args.keep) await pgDb.drop();
}

if (args.uploads) await import("./uploads");
else if (args.pages) await import("./pages");
else if (args["vendor-lists"]) await mainVendorLists();
else await main();
