// npm run seed:bulk -- --count 1000000 [--batch 5000] [--jobs 2] [--rebuild-indexes]
// Inserts realistic generated, owner-less businesses into DATABASE_URL (PostgreSQL) or the DATA_DIR database.
import { CATEGORIES } from "~/domain/categories/categories";
import { loadConfig } from "~/server/config";
import { businessCategories } from "~/server/db/schema";
import { BULK_USAGE, parseBulkArgs } from "~/server/db/seed/bulk-args";
import { loadBusinesses } from "~/server/db/seed/bulk-load";
import { createRuntime } from "~/server/runtime";

async function main() {
  let args: ReturnType<typeof parseBulkArgs>;
  try {
    args = parseBulkArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${BULK_USAGE}`);
    process.exit(1);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  const runtime = await createRuntime(config);
  const { db } = runtime.database;
  try {
    await db
      .insert(businessCategories)
      .values(CATEGORIES.map((c) => ({ title: c.title, slug: c.slug, iconName: c.iconName })))
      .onConflictDoNothing();
    const postgres = config.database.kind === "postgres";
    const jobs = postgres ? (args.jobs ?? 2) : 1;
    const where = postgres ? "PostgreSQL" : `PGlite at ${config.database.dir}`;
    console.log(
      `Inserting ${args.count.toLocaleString("en-US")} businesses into ${where}, ${args.batch} per statement, ${jobs} connection(s)`,
    );
    const rebuildIndexes = postgres && args.rebuildIndexes;
    const seconds = await loadBusinesses(db, {
      ...args,
      jobs,
      rebuildIndexes,
      log: (line) => console.log(line),
    });
    const rate = Math.round(args.count / seconds).toLocaleString("en-US");
    console.log(
      `Done: ${args.count.toLocaleString("en-US")} businesses in ${seconds.toFixed(1)} s (${rate} rows/s)`,
    );
  } finally {
    await runtime.jobs.stop();
    await runtime.database.close();
  }
}

const FATAL_AT_START = new Set(["ConfigError", "DirectoryLockedError"]);
try {
  await main();
} catch (error) {
  // A bad setting or a data directory in use by a running server: one clear line, no stack.
  if (!FATAL_AT_START.has((error as Error).name)) throw error;
  console.error((error as Error).message);
  process.exit(1);
}
