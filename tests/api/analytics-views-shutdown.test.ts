import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type SpawnedServer, startServer } from "../support/spawn-server";
import { createPostgresTestDatabase, type Engine, engines } from "../support/test-database";
import { cookiesOf } from "./accounts-fixture";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page request on a connection of its own, so that several processes on one port each get some. */
function viewOnNewConnection(url: string, userAgent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "user-agent": userAgent } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

async function signInAsDemoOwner(server: SpawnedServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: "owner@ujamaa.test", password: "ujamaa-demo-password" }),
  });
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

async function profileViews(server: SpawnedServer, cookie: string, businessId: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/me/analytics?days=7&business_id=${businessId}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()).totals.profile_views;
}

// Real server processes on the demo data: slow to start on a busy machine.
describe.each(engines())("views counted by a production server on %s", (engine: Engine) => {
  it("are written when it stops on SIGTERM, by each of its processes, before the next flush was due", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-views-"));
    dirs.push(dataDir);
    const postgres = engine === "postgres" ? await createPostgresTestDatabase() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      AUTH_SECRET: "a-secret-of-forty-characters-for-the-test",
      VIEW_COUNT_FLUSH_SECONDS: "300",
      // Each view renders, whichever process answers it.
      PAGE_CACHE_SECONDS: "0",
      ...(postgres ? { DATABASE_URL: postgres.url, WEB_CONCURRENCY: "2" } : {}),
    };
    // Seeding the demo data on first start takes a minute or more while other files share the cores.
    const start = () => startServer(env, 150_000);
    let server = await start();
    try {
      const cookie = await signInAsDemoOwner(server);
      const mine = await fetch(`${server.url}/api/v1/me/businesses`, { headers: { cookie } });
      const { items } = (await mine.json()) as { items: { id: string; is_active: boolean }[] };
      const businessId = items.find((b) => b.is_active)!.id;
      const before = await profileViews(server, cookie, businessId);

      const browsers = [
        "Firefox/128.0",
        "Chrome/131.0.0.0 Safari/537.36",
        "Version/17.5 Safari/604.1",
        "Edg/131.0",
      ];
      for (const browser of browsers) {
        const agent = `Mozilla/5.0 (X11; Linux x86_64) ${browser}`;
        expect(await viewOnNewConnection(`${server.url}/business/${businessId}`, agent)).toBe(200);
      }
      expect(await server.stop("SIGTERM")).toBe(0);

      server = await start();
      expect(await profileViews(server, cookie, businessId)).toBe(before + browsers.length);
      expect(await server.stop("SIGTERM")).toBe(0);
    } finally {
      server.process.kill("SIGKILL");
      await postgres?.drop();
    }
  }, 360_000);
});
