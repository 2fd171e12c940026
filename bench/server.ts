// The API served alone for the bench: `DATABASE_URL=… PORT=… tsx bench/server.ts` (or DATA_DIR for PGlite).
import { serve } from "@hono/node-server";
import { createApp } from "~/server/app";
import { loadConfig } from "~/server/config";
import { createRuntime } from "~/server/runtime";

const config = loadConfig({ ...process.env, SEED_DEMO: "false", LOG_LEVEL: "warn" });
const runtime = await createRuntime(config);
const app = createApp(runtime);
const server = serve({ fetch: app.fetch, port: config.port, hostname: "127.0.0.1" }, () => {
  process.stdout.write("ready\n");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void runtime.jobs
      .stop()
      .then(() => runtime.database.close())
      .then(() => process.exit(0));
  });
}
