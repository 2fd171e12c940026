import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type SpawnedServer, startServer } from "./spawn-server";

/**
 * The production build served by `node server.js` on a fresh embedded database (no demo data unless
 * `env` says so), for the enclosing describe block: started before its tests, stopped and its data
 * removed after them. Returns the running server.
 */
export function useProductionServer(env: Record<string, string> = {}): () => SpawnedServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-server-"));
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", ...env });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error("the production server has not started");
    return server;
  };
}
