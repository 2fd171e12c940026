import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolUse } from "~/server/db/client";
import type { JobCounts } from "~/server/jobs/job-queue";
import type { Logger } from "~/server/logger";
import { clusterScrape } from "./cluster-scrape";

/** What the gauges read at each scrape. */
export type MetricsSources = {
  /** Jobs of each kind by state, from the queue's own tables. */
  jobCounts(): Promise<Record<string, JobCounts>>;
  /** The connection pools' use now. */
  pools(): PoolUse[];
  logger: Logger;
};

/** One process's metrics (docs/operations.md, Metrics); the whole server's under WEB_CONCURRENCY. */
export type Metrics = {
  /** A request answered: `route` is the pattern that matched it, never the path asked for. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** Search answers by where they came from (`result`: hit, shared, miss). */
  searchCache: Counter<"result">;
  /** Pages that may be kept, by how they were answered (`result`: hit, stale, miss). */
  pageCache: Counter<"result">;
  /** The metrics in Prometheus's text format. */
  scrape(): Promise<{ contentType: string; body: string }>;
};

/** A scrape never waits longer than this for the job queue's counts; without them it still answers. */
const JOB_COUNTS_TIMEOUT_MS = 2000;
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "ujamaa_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "ujamaa_http_request_duration_seconds",
    help: "Time until the response's headers were ready, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  new Gauge({
    name: "ujamaa_job_queue_jobs",
    help: "Jobs in the queue's tables by kind (queue) and state: queued, active, retrying, dead (failed for the last time), done, cancelled",
    labelNames: ["queue", "state"] as const,
    // Every process reads the same tables: the server's figure is any one process's, not their sum.
    aggregator: "first",
    registers,
    async collect() {
      this.reset();
      try {
        const byKind = await withTimeout(sources.jobCounts(), JOB_COUNTS_TIMEOUT_MS);
        for (const [queue, counts] of Object.entries(byKind)) {
          for (const [state, n] of Object.entries(counts)) this.set({ queue, state }, n);
        }
      } catch (error) {
        sources.logger.warn({ err: error }, "metrics: the job queue's counts could not be read");
      }
    },
  });

  const poolGauge = (name: string, help: string, read: (use: PoolUse) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"] as const,
      registers,
      collect() {
        this.reset();
        for (const use of sources.pools()) {
          const value = read(use);
          if (value !== undefined) this.set({ pool: use.pool }, value);
        }
      },
    });
  poolGauge("ujamaa_db_pool_max_connections", "Connections a database pool may open", (use) => use.max);
  poolGauge("ujamaa_db_pool_open_connections", "Connections a database pool has open", (use) => use.open);
  poolGauge(
    "ujamaa_db_pool_idle_connections",
    "Open connections of a database pool that no query is using",
    (use) => use.idle,
  );
  poolGauge(
    "ujamaa_db_pool_waiting_queries",
    "Queries waiting for a connection of a database pool",
    (use) => use.waiting,
  );

  const searchCache = new Counter({
    name: "ujamaa_search_cache_lookups_total",
    help: "Directory searches by where the answer came from: hit (kept in memory), shared (an equal search's database read), miss (a database read)",
    labelNames: ["result"] as const,
    registers,
  });
  const pageCache = new Counter({
    name: "ujamaa_page_cache_answers_total",
    help: "Anonymous pages that may be kept, by how they were answered: hit (kept), stale (kept, renewed meanwhile), miss (rendered)",
    labelNames: ["result"] as const,
    registers,
  });

  const wholeServer = clusterScrape(registry);
  return {
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    searchCache,
    pageCache,
    async scrape() {
      const body = wholeServer ? await wholeServer() : await registry.metrics();
      return { contentType: registry.contentType, body };
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);
}
