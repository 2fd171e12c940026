import { randomUUID } from "node:crypto";
import os from "node:os";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "~/server/jobs/job-queue";
import { settleJobs, waitFor } from "../support/jobs";
import { useProductionServer } from "../support/production-server";
import { get, Scrape } from "../support/prometheus";
import { startServer } from "../support/spawn-server";
import { createPostgresTestDatabase, engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
const REFUSED = {
  error: {
    code: "forbidden",
    message: "Metrics are served to this machine, or to a scraper that sends the metrics token.",
  },
};

describe.each(engines())("GET /metrics on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { SEARCH_CACHE_SECONDS: "30", METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = () => Scrape.of(server.url);

  it("counts and times requests by route pattern and status: one label whatever business is asked for", async () => {
    const route = "/api/v1/businesses/:id";
    const before = await scrape();
    const answers = await Promise.all([
      server.api(`/api/v1/businesses/${randomUUID()}`),
      server.api(`/api/v1/businesses/${randomUUID()}`),
      server.api("/api/v1/categories"),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 200]);
    const after = await scrape();

    const requests = "ujamaa_http_requests_total";
    expect(after.family(requests)?.type).toBe("COUNTER");
    const asked = { method: "GET", route, status: "404" };
    expect(after.total(requests, asked) - before.total(requests, asked)).toBe(2);
    const categories = { method: "GET", route: "/api/v1/categories", status: "200" };
    expect(after.total(requests, categories) - before.total(requests, categories)).toBe(1);
    const routes = after.samples(requests).map((s) => s.labels?.route ?? "");
    expect(routes.filter((r) => r.startsWith("/api/v1/businesses/"))).toEqual([route]);

    const durations = after.family("ujamaa_http_request_duration_seconds");
    expect(durations?.type).toBe("HISTOGRAM");
    expect(new Set(Object.keys(durations?.metrics[0]?.buckets ?? {}))).toEqual(
      new Set(["0.005", "0.01", "0.025", "0.05", "0.1", "0.25", "0.5", "1", "2.5", "5", "10", "+Inf"]),
    );
  });

  it("names an unknown API path by the catch-all that answered it, not by the path", async () => {
    const path = `/api/v1/no-such-thing-${randomUUID()}`;
    expect((await server.api(path)).status).toBe(404);
    const after = await scrape();
    const routes = after.samples("ujamaa_http_requests_total").map((s) => s.labels?.route);
    expect(routes).toContain("/api/*");
    expect(routes.some((r) => r?.includes("no-such-thing"))).toBe(false);
  });

  it("shows each queue's jobs by state, read from the queue's tables, dead ones included", async () => {
    const jobId = await server.runtime.jobs.enqueue(server.database.db, "send-mail", {
      to: "metrics@example.com",
      subject: "Counted",
      text: "Counted once",
    });
    await settleJobs(server.database);
    const done = await scrape();
    const jobs = "ujamaa_job_queue_jobs";
    expect(done.family(jobs)?.type).toBe("GAUGE");
    expect(done.total(jobs, { queue: "send-mail", state: "done" })).toBe(1);
    expect(done.total(jobs, { queue: "send-mail", state: "queued" })).toBe(0);
    expect(done.samples(jobs, { queue: "opportunity-alerts" }).map((s) => s.labels?.state)).toEqual([
      "queued",
      "active",
      "retrying",
      "dead",
      "done",
      "cancelled",
    ]);

    // As the job's last attempt failing leaves it.
    await server.database.raw.query(`update ${JOB_SCHEMA}.job set state = 'failed' where id = $1::uuid`, [
      jobId,
    ]);
    const dead = await scrape();
    expect(dead.total(jobs, { queue: "send-mail", state: "dead" })).toBe(1);
    expect(dead.total(jobs, { queue: "send-mail", state: "done" })).toBe(0);
  });

  it("shows the database pool's use: a pool of 10 on PostgreSQL, the one embedded connection on PGlite", async () => {
    const metrics = await scrape();
    const primary = { pool: "primary" };
    if (engine === "postgres") {
      expect(metrics.total("ujamaa_db_pool_max_connections", primary)).toBe(10);
      const open = metrics.total("ujamaa_db_pool_open_connections", primary);
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(10);
      expect(metrics.samples("ujamaa_db_pool_idle_connections", primary)).toHaveLength(1);
      expect(metrics.samples("ujamaa_db_pool_waiting_queries", primary)).toHaveLength(1);
    } else {
      expect(metrics.total("ujamaa_db_pool_max_connections", primary)).toBe(1);
      expect(metrics.total("ujamaa_db_pool_open_connections", primary)).toBe(1);
      // No pool to measure: no figure rather than a made-up one.
      expect(metrics.samples("ujamaa_db_pool_idle_connections")).toEqual([]);
      expect(metrics.samples("ujamaa_db_pool_waiting_queries")).toEqual([]);
    }
  });

  it("counts a repeated search as a search cache hit and the first as a miss", async () => {
    const lookups = "ujamaa_search_cache_lookups_total";
    const search = `/api/v1/businesses?keyword=${randomUUID().slice(0, 8)}`;
    const before = await scrape();
    expect((await server.api(search)).status).toBe(200);
    const first = await scrape();
    expect((await server.api(search)).status).toBe(200);
    const second = await scrape();

    expect(first.family(lookups)?.type).toBe("COUNTER");
    expect(first.total(lookups, { result: "miss" }) - before.total(lookups, { result: "miss" })).toBe(1);
    expect(first.total(lookups, { result: "hit" }) - before.total(lookups, { result: "hit" })).toBe(0);
    expect(second.total(lookups, { result: "hit" }) - first.total(lookups, { result: "hit" })).toBe(1);
    expect(second.total(lookups, { result: "miss" }) - first.total(lookups, { result: "miss" })).toBe(0);
  });

  it("includes the process's own figures (memory, CPU, event loop)", async () => {
    const metrics = await scrape();
    expect(metrics.total("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(metrics.family("nodejs_eventloop_lag_seconds")?.type).toBe("GAUGE");
  });

  it.each([
    ["relayed by a proxy on this machine", { "x-forwarded-for": "203.0.113.9" }],
    ["naming another host (DNS rebinding)", { host: "evil.example" }],
    ["with a wrong token", { "x-forwarded-for": "203.0.113.9", authorization: "Bearer not-the-token" }],
    [
      "with the token in another scheme",
      { "x-forwarded-for": "203.0.113.9", authorization: `Basic ${TOKEN}` },
    ],
  ])(
    "refuses a request that is not from this machine (%s) without the token: 403",
    async (_name, headers) => {
      const answer = await get(`${server.url}/metrics`, headers);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual(REFUSED);
      expect(answer.body).not.toContain("ujamaa_");
    },
  );

  it("serves a request from elsewhere that sends the token", async () => {
    const metrics = await Scrape.of(server.url, {
      "x-forwarded-for": "203.0.113.9",
      authorization: `Bearer ${TOKEN}`,
    });
    expect(metrics.family("ujamaa_http_requests_total")?.type).toBe("COUNTER");
  });

  it("answers Prometheus's text format, never kept by a cache", async () => {
    const answer = await get(`${server.url}/metrics`);
    expect(answer.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server.close());

  it("serves this machine and refuses everyone else, whatever token they send", async () => {
    expect((await get(`${server.url}/metrics`)).status).toBe(200);
    for (const authorization of ["", "Bearer ", "Bearer undefined", `Bearer ${TOKEN}`]) {
      const answer = await get(`${server.url}/metrics`, {
        "x-forwarded-for": "203.0.113.9",
        ...(authorization ? { authorization } : {}),
      });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual(REFUSED);
    }
  });
});

/** The machine's first address that is not loopback, when it has one. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
}

// Real server processes on the production build, as `npm start` runs them: slow on a busy machine.
const SPAWNING = { timeout: 90_000 };

describe("GET /metrics under npm start (production build, pages)", SPAWNING, () => {
  const server = useProductionServer({ METRICS_TOKEN: TOKEN, PAGE_CACHE_SECONDS: "30" });
  const requests = "ujamaa_http_requests_total";

  it("names pages by their route: two businesses' pages are one series", async () => {
    const before = await Scrape.of(server().url);
    const pages = await Promise.all([
      get(`${server().url}/business/${randomUUID()}`),
      get(`${server().url}/business/${randomUUID()}`),
    ]);
    const status = String(pages[0]?.status);
    expect(pages.map((p) => String(p.status))).toEqual([status, status]);
    const after = await Scrape.of(server().url);

    const page = { method: "GET", route: "/business/:id", status };
    expect(after.total(requests, page) - before.total(requests, page)).toBe(2);
    const routes = after.samples(requests).map((s) => s.labels?.route ?? "");
    expect(routes.filter((r) => r.startsWith("/business"))).toEqual(["/business/:id"]);
  });

  it("counts anonymous pages answered from memory: the first rendered, the repeat kept", async () => {
    const answers = "ujamaa_page_cache_answers_total";
    const path = `/directory?search=${randomUUID().slice(0, 8)}`;
    const before = await Scrape.of(server().url);
    expect((await get(`${server().url}${path}`)).headers["x-page-cache"]).toBe("miss");
    expect((await get(`${server().url}${path}`)).headers["x-page-cache"]).toBe("hit");
    const after = await Scrape.of(server().url);

    expect(after.family(answers)?.type).toBe("COUNTER");
    expect(after.total(answers, { result: "miss" }) - before.total(answers, { result: "miss" })).toBe(1);
    expect(after.total(answers, { result: "hit" }) - before.total(answers, { result: "hit" })).toBe(1);
    const directory = { method: "GET", route: "/directory", status: "200" };
    expect(after.total(requests, directory) - before.total(requests, directory)).toBe(2);
  });

  it.runIf(nonLoopbackAddress())(
    "refuses a peer on another address without the token, and serves it with the token",
    async () => {
      const remote = `http://${nonLoopbackAddress()}:${new URL(server().url).port}`;
      const refused = await get(`${remote}/metrics`);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toEqual(REFUSED);
      const wrong = await get(`${remote}/metrics`, { authorization: `Bearer ${TOKEN.slice(1)}x` });
      expect(wrong.status).toBe(403);

      const metrics = await Scrape.of(remote, { authorization: `Bearer ${TOKEN}` });
      expect(metrics.family(requests)?.type).toBe("COUNTER");
    },
  );
});

describe.runIf(engines().includes("postgres"))("GET /metrics with WEB_CONCURRENCY=2", SPAWNING, () => {
  it("adds up every process's requests and pools, and counts the shared job queue once", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const server = await startServer({
      DATABASE_URL: url,
      AUTH_SECRET: "x".repeat(40),
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
    });
    try {
      await waitFor(() => server.output().split("Ujamaa listening").length - 1 === 2);
      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: "two@example.com", password: "correct-horse-battery-42", name: "Two" }),
      });
      expect(signUp.status).toBe(200);

      const health = { method: "GET", route: "/api/health", status: "200" };
      const before = await Scrape.of(server.url);
      // A new connection each: the supervisor hands them to both processes in turn.
      for (let i = 0; i < 10; i++) expect((await get(`${server.url}/api/health`)).status).toBe(200);
      const after = await Scrape.of(server.url);

      const requests = "ujamaa_http_requests_total";
      expect(after.total(requests, health) - before.total(requests, health)).toBe(10);
      expect(after.total("ujamaa_db_pool_max_connections", { pool: "primary" })).toBe(20);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select count(*)::int as n from ${JOB_SCHEMA}.job where name = 'send-mail'`,
        );
        expect(rows[0].n).toBe(1);
      } finally {
        await client.end();
      }
      expect(after.total("ujamaa_job_queue_jobs", { queue: "send-mail" })).toBe(1);
    } finally {
      await server.stop();
      await drop();
    }
  });
});
