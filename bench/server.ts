// The API served alone for the bench: `DATABASE_URL=… PORT=… tsx bench/server.ts` (or DATA_DIR for PGlite);
// WEB_CONCURRENCY=N runs N processes on the port, as server.js does.
import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import { createApp } from "~/server/app";
import { loadConfig } from "~/server/config";
import { createRuntime } from "~/server/runtime";

const processes = Number(process.env.WEB_CONCURRENCY ?? 1);
if (cluster.isPrimary && processes > 1) {
  let ready = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().on("message", (message) => {
      if (message === "ready" && ++ready === processes) process.stdout.write("ready\n");
    });
  }
  let alive = processes;
  cluster.on("exit", () => {
    if (--alive === 0) process.exit(0);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    });
  }
} else {
  const config = loadConfig({ ...process.env, SEED_DEMO: "false", LOG_LEVEL: "warn" });
  const runtime = await createRuntime(config);
  const app = createApp(runtime);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: "127.0.0.1" }, () => {
    if (cluster.isWorker) process.send?.("ready");
    else process.stdout.write("ready\n");
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
}
