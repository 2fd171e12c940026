import { type Database, openPostgres } from "~/server/db/client";
import { type SpawnedServer, startServer } from "./spawn-server";
import { createPostgresTestDatabase } from "./test-database";

export type TwoInstances = { database: Database; a: SpawnedServer; b: SpawnedServer; close(): Promise<void> };

/** Two `node server.js` processes on one fresh PostgreSQL database, with `env` besides its address. */
export async function startTwoInstances(env: Record<string, string>): Promise<TwoInstances> {
  const created = await createPostgresTestDatabase();
  const database = openPostgres(created.url);
  const settings = { DATABASE_URL: created.url, SEED_DEMO: "false", ...env };
  const [a, b] = await Promise.all([startServer(settings), startServer(settings)]);
  return {
    database,
    a,
    b,
    async close() {
      await Promise.all([a.stop(), b.stop()]);
      await database.close();
      await created.drop();
    },
  };
}
