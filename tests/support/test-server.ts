import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "~/server/app";
import { type Config, loadConfig } from "~/server/config";
import type { Database } from "~/server/db/client";
import type { JobQueueOptions } from "~/server/jobs/job-queue";
import { createLogger } from "~/server/logger";
import { createServices, type Runtime } from "~/server/runtime";
import { createStorage } from "~/server/storage/create-storage";
import { createTestDatabase, type Engine } from "./test-database";

export type TestServer = {
  /** Origin of the started server, e.g. http://127.0.0.1:41234 */
  url: string;
  database: Database;
  runtime: Runtime;
  /** Folder of the stored files when they are on local disk (S3_* unset). */
  filesDir: string;
  /**
   * fetch against the server with a path: api("/api/v1/categories"). Requests carry the
   * site's Origin, as a browser's state-changing ones do, unless the caller names another.
   */
  api(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

/**
 * Starts the real HTTP app on a free loopback port over a fresh database of the engine.
 * `env` overrides environment variables (as strings, exactly as in production); `options.jobs`
 * the job queue's polling and retries.
 */
export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  /**
   * `jobs`: queue options; `shared`: an open database to share (a second app process on the same
   * PostgreSQL), closed with the server.
   */
  options: { jobs?: JobQueueOptions; shared?: Database } = {},
): Promise<TestServer> {
  const database = options.shared ?? (await createTestDatabase(engine));
  const base: Config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    // Tests write rows with SQL and search at once; the search cache has its own tests.
    SEARCH_CACHE_SECONDS: "0",
    // Maps draw the bundled world outline: no test asks a tile server for anything.
    MAP_TILE_URL: "off",
    ...env,
  });
  const server = serve({ fetch: () => new Response(null), port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const config: Config = {
    ...base,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    authSecret: base.authSecret ?? randomBytes(32).toString("base64url"),
  };
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-files-"));
  // Local disk in a fresh folder, or the bucket the S3_* variables of `env` name.
  const storage = createStorage(
    base.storage.kind === "s3" ? base.storage : { kind: "local", root: filesDir },
    randomBytes(32).toString("base64url"),
  );
  const logger = createLogger(config);
  // Workers poll often and failed jobs come back within seconds, so tests need not wait long. The
  // scheduler is off unless a test turns it on: an hourly run would change the rows a test reads.
  const runtime: Runtime = createServices(config, database, logger, storage, {
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, schedules: false, ...options.jobs },
  });
  await runtime.jobs.start();
  const app = createApp(runtime);
  server.removeAllListeners("request");
  const { getRequestListener } = await import("@hono/node-server");
  server.on("request", getRequestListener(app.fetch));

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    runtime,
    filesDir,
    api: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has("origin")) headers.set("origin", url);
      return fetch(`${url}${path}`, { ...init, headers });
    },
    async close() {
      await runtime.notificationBus.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.profileViews.close();
      await runtime.jobs.stop();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
