// npm run seed:bulk -- --count 1000000 [--batch 5000]
// Inserts realistic generated businesses into DATABASE_URL (PostgreSQL) or the DATA_DIR database.
import { z } from "zod";
import { CATEGORIES } from "../../../domain/categories/categories.ts";
import { loadConfig } from "../../config.ts";
import { createRuntime } from "../../runtime.ts";
import { businessCategories } from "../schema.ts";
import { generateBatch } from "./bulk-generator.ts";
import { finishBulkLoad, insertBatch, openSession, prepareBulkLoad, type RawClient } from "./bulk-insert.ts";

const USAGE =
  "usage: npm run seed:bulk -- --count <rows> [--batch <rows per statement, 100-10000>] [--owner-less]";

const argsSchema = z.object({
  count: z.coerce.number().int().positive().max(50_000_000),
  batch: z.coerce.number().int().min(100).max(10_000).default(5_000),
});

function parseArgs(argv: string[]) {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // Generated rows never have an owner; the flag is accepted so scripts can say so explicitly.
    if (arg === "--owner-less") continue;
    const [flag, inline] = arg.split("=", 2);
    if (!flag?.startsWith("--")) throw new Error(`unexpected argument ${arg}`);
    values[flag.slice(2)] = inline ?? argv[++i] ?? "";
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`--${String(issue.path[0])}: ${issue.message}`);
  }
  return parsed.data;
}

const fmt = (n: number) => n.toLocaleString("en-US");

async function main() {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  const runtime = await createRuntime(config);
  const { db } = runtime.database;
  await db
    .insert(businessCategories)
    .values(CATEGORIES.map((c) => ({ title: c.title, slug: c.slug, iconName: c.iconName })))
    .onConflictDoNothing();
  const session = await openSession(db);
  try {
    const where = config.database.kind === "postgres" ? "PostgreSQL" : `PGlite at ${config.database.dir}`;
    console.log(`Inserting ${fmt(args.count)} businesses into ${where}, ${fmt(args.batch)} per statement`);
    const seconds = await load(session.client, args.count, args.batch);
    console.log(
      `Done: ${fmt(args.count)} businesses in ${seconds.toFixed(1)} s (${fmt(Math.round(args.count / seconds))} rows/s)`,
    );
  } finally {
    session.release();
    await runtime.database.close();
  }
}

/** Inserts `count` rows in batches, printing progress; answers the seconds it took. */
async function load(client: RawClient, count: number, batchSize: number): Promise<number> {
  const existing = (await client.query(
    `select count(*)::int as rows,
       coalesce(max(substring(certificate_number from '[0-9]+$')::bigint)
         filter (where certificate_number ~ '^UJ-[0-9]{4}-[0-9]+$'), 0)::int as top
     from businesses`,
  )) as { rows: { rows: number; top: number }[] };
  const { rows: offset = 0, top = 0 } = existing.rows[0] ?? {};
  // Numbering continues after the rows and certificates already stored: a second run adds new names and numbers.
  const certificateBase = Math.max(1_000_000, top + 1);

  const refreshCounts = await prepareBulkLoad(client);
  const now = new Date();
  const started = performance.now();
  let lastReport = 0;
  const report = (written: number) => {
    const seconds = (performance.now() - started) / 1000;
    if (seconds - lastReport < 2 && written < count) return;
    lastReport = seconds;
    console.log(`  ${fmt(written)} / ${fmt(count)}  (${fmt(Math.round(written / seconds))} rows/s)`);
  };
  let pending: Promise<void> | undefined;
  for (let start = 0; start < count; start += batchSize) {
    // The next batch is made while the database writes the previous one.
    const batch = generateBatch(
      offset + start,
      Math.min(batchSize, count - start),
      now,
      certificateBase - offset,
    );
    if (pending) {
      await pending;
      report(start);
    }
    pending = insertBatch(client, batch);
  }
  await pending;
  report(count);
  await finishBulkLoad(client, refreshCounts);
  return (performance.now() - started) / 1000;
}

await main();
