import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { inject } from "vitest";
import { type Database, openPostgres, wrapPglite } from "~/server/db/client";
import { adminQuery, templateDbFor, withDatabase } from "./postgres";

export type Engine = "pglite" | "postgres";

/** The engines this run tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated, empty database of the given engine, private to the caller. */
export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === "pglite") {
    const dump = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
    const client = await PGlite.create({
      loadDataDir: dump,
      extensions: { pg_trgm, cube, earthdistance, unaccent },
    });
    return wrapPglite(client);
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = openPostgres(url);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A fresh migrated PostgreSQL database copied from the run's template: its URL and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject("postgresUrl");
  const name = `ujamaa_test_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(server, `CREATE DATABASE ${name} TEMPLATE ${templateDbFor(server)}`);
  return {
    url: withDatabase(server, name),
    drop: () => adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
