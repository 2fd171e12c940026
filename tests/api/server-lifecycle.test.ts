import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "../support/jobs";
import { exited, runServer, startServer } from "../support/spawn-server";
import { startTcpProxy } from "../support/tcp-proxy";
import { createPostgresTestDatabase, engines } from "../support/test-database";

const tmpDirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-lifecycle-"));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// These start real server processes, each creating or migrating a database: slow on a busy machine.
const SPAWNING = { timeout: 90_000 };

describe("the production server", SPAWNING, () => {
  it("stops at start-up with one line naming a bad variable", async () => {
    const { process: child, output } = runServer({ PORT: "not-a-port", DATA_DIR: tempDataDir() });
    expect(await exited(child)).toBe(1);
    const lines = output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT: /);
  });

  it("refuses a second process on the same embedded database, and shuts down gracefully", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    try {
      const second = runServer({ DATA_DIR: dataDir, PORT: "0" });
      expect(await exited(second.process)).toBe(1);
      expect(second.output()).toMatch(/embedded database at .* is in use by process \d+/);

      // A request in flight when SIGTERM arrives is still answered.
      const inFlight = fetch(`${first.url}/`);
      await new Promise((r) => setTimeout(r, 20));
      const code = first.stop("SIGTERM");
      expect((await inFlight).status).toBe(200);
      expect(await code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);
    } finally {
      first.process.kill("SIGKILL");
    }
  });
});

describe("the production server's background jobs", SPAWNING, () => {
  it("starts its job worker with the server and stops it cleanly on SIGTERM", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: "false", LOG_LEVEL: "info" });
    const { url } = server;
    try {
      const email = "worker@example.com";
      const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
        method: "POST",
        // The site's own origin (BASE_URL defaults to http://localhost:PORT).
        headers: { "content-type": "application/json", origin: `http://localhost:${new URL(url).port}` },
        body: JSON.stringify({ email, password: "correct-horse-battery-42", name: "Wanjiru Kamau" }),
      });
      expect(signUp.status).toBe(200);
      // The confirmation was queued by the request and sent to the outbox by the server's worker.
      await waitFor(async () => {
        const mail = await (await fetch(`${url}/api/dev/mail?to=${email}`)).json();
        return mail.items.length === 1;
      });

      expect(await server.stop("SIGTERM")).toBe(0);
      expect(server.output()).not.toMatch(/job queue error|background job failed/);
    } finally {
      server.process.kill("SIGKILL");
    }
  });
});

describe("a production server with open notification streams", SPAWNING, () => {
  it("ends them on SIGTERM and still exits cleanly", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir() });
    try {
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: "owner@ujamaa.test", password: "ujamaa-demo-password" }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const stream = await fetch(`${server.url}/api/v1/notifications/stream`, { headers: { cookie } });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: ready");

      const started = Date.now();
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      // The stream ended rather than being cut off by a forced exit.
      expect((await reader.read().catch(() => ({ done: true }))).done).toBe(true);
    } finally {
      server.process.kill("SIGKILL");
    }
  });
});

describe.runIf(engines().includes("postgres"))("when PostgreSQL goes away", SPAWNING, () => {
  it("answers 503 naming the database, shows a friendly page, and recovers by itself", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const target = new URL(url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const server = await startServer({ DATABASE_URL: viaProxy.toString(), AUTH_SECRET: "x".repeat(40) });
    try {
      await proxy.cut();
      const down = await fetch(`${server.url}/api/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "error", db: "unreachable" });

      const api = await fetch(`${server.url}/api/v1/categories`);
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("5");
      expect((await api.json()).error.code).toBe("unavailable");

      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(500);
      const html = await page.text();
      expect(html).toContain("Something went wrong");
      expect(html).not.toMatch(/at \S+\.(js|ts):\d+/);

      await proxy.restore();
      const up = await fetch(`${server.url}/api/health`);
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ status: "ok", db: "ok" });
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
      await proxy.close();
      await drop();
    }
  });
});

describe.runIf(engines().includes("postgres"))("WEB_CONCURRENCY processes on one port", SPAWNING, () => {
  /** The process ids that logged "Ujamaa listening", in order. */
  const listeningPids = (output: string) =>
    output
      .split("\n")
      .filter((line) => line.includes("Ujamaa listening"))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);
  const isRunning = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it("answers from the others while one dies, replaces it, and stops them all on SIGTERM", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const server = await startServer({
      DATABASE_URL: url,
      AUTH_SECRET: "x".repeat(40),
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
    });
    try {
      await waitFor(() => listeningPids(server.output()).length === 2);
      const [first, second] = listeningPids(server.output()) as [number, number];
      expect(first).not.toBe(second);

      process.kill(first, "SIGKILL");
      await waitFor(() => server.output().includes("a server process ended; starting another"));
      // Before its replacement listens, the other process answers alone.
      for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await waitFor(() => listeningPids(server.output()).length === 3);
      const replacement = listeningPids(server.output())[2]!;

      expect(await server.stop("SIGTERM")).toBe(0);
      await waitFor(() => !isRunning(second) && !isRunning(replacement), 5_000);
    } finally {
      server.process.kill("SIGKILL");
      await drop();
    }
  });

  it("ends with 0 when SIGTERM comes while its processes are still starting", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const { process: child, output } = runServer({
      DATABASE_URL: url,
      AUTH_SECRET: "x".repeat(40),
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
    });
    try {
      await waitFor(() => output().includes("starting 2 server processes"));
      expect(listeningPids(output())).toEqual([]);
      child.kill("SIGTERM");
      expect(await exited(child)).toBe(0);
    } finally {
      child.kill("SIGKILL");
      await drop();
    }
  });

  it("refuses more than one process on the embedded database, in one line", async () => {
    const { process: child, output } = runServer({ DATA_DIR: tempDataDir(), WEB_CONCURRENCY: "2" });
    expect(await exited(child)).toBe(1);
    expect(output().trim().split("\n")).toEqual([
      "WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL) and the production build: the embedded database serves one process",
    ]);
  });
});
