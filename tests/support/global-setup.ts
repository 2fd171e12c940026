import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { TestProject } from "vitest/node";
import { openPostgres, wrapPglite } from "~/server/db/client";
import { jobQueueConstructionSql } from "~/server/jobs/job-queue";
import { adminQuery, templateDbFor, withDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/**
 * Migrates one template per engine, once per run: a PGlite data dump that each test file loads,
 * and (when TEST_DATABASE_URL is set) a PostgreSQL database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-test-"));
  const client = await PGlite.create({ extensions: { pg_trgm, cube, earthdistance, unaccent } });
  const pglite = wrapPglite(client);
  await pglite.migrate();
  // The job queue's tables too, so that each test's queue starts without creating them.
  await pglite.raw.query(jobQueueConstructionSql());
  const dump = await client.dumpDataDir("gzip");
  const dumpPath = path.join(dir, "template.tar.gz");
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", dumpPath);

  const url = process.env.TEST_DATABASE_URL ?? "";
  if (url) {
    const templateDb = templateDbFor(url);
    await adminQuery(url, `DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${templateDb}`);
    const template = openPostgres(withDatabase(url, templateDb));
    await template.migrate();
    await template.raw.query(jobQueueConstructionSql());
    await template.close();
  }
  project.provide("postgresUrl", url);

  return () => fs.rmSync(dir, { recursive: true, force: true });
}
