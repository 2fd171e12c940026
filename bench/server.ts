// The API served alone for the bench: `DATABASE_URL=… PORT=… tsx bench/server.ts` (or DATA_DIR for PGlite).
import { serve } from "@hono/node-server";
import { createApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { createLogger } from "../src/server/logger.ts";

const config = loadConfig({ ...process.env, SEED_DEMO: "false", LOG_LEVEL: "warn" });
const database = await openDatabase(config);
await database.migrate();
const app = createApp({ config, database, logger: createLogger(config) });
const server = serve({ fetch: app.fetch, port: config.port, hostname: "127.0.0.1" }, () => {
  process.stdout.write("ready\n");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}
