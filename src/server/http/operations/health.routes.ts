import { Hono } from "hono";
import type { AppEnv } from "~/server/http/app-env";

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref()),
  ]);
}

/** GET /api/health → {"status":"ok","db":"ok"}, or 503 naming the failing part. */
export function createHealthRoutes() {
  return new Hono<AppEnv>().get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await withTimeout(c.get("runtime").database.ping(), PING_TIMEOUT_MS);
      return c.json({ status: "ok", db: "ok" });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database unreachable");
      return c.json({ status: "error", db: "unreachable" }, 503);
    }
  });
}
