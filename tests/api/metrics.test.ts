import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "~/server/jobs/job-queue";
import { settleJobs } from "../support/jobs";
import { get, Scrape } from "../support/prometheus";
import { engines } from "../support/test-database";
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
