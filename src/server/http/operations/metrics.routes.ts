import { Hono } from "hono";
import { AppError } from "~/server/errors";
import type { AppEnv } from "~/server/http/app-env";
import { mayReadMetrics } from "./metrics-access";

/**
 * GET /metrics: this server's metrics in Prometheus's text format (docs/operations.md, Metrics), to
 * this machine, or to a scraper elsewhere that sends the METRICS_TOKEN; anyone else gets 403.
 */
export function createMetricsRoutes(token: string | undefined) {
  return new Hono<AppEnv>().get("/metrics", async (c) => {
    if (!mayReadMetrics(c, token)) {
      throw new AppError(
        "forbidden",
        "Metrics are served to this machine, or to a scraper that sends the metrics token.",
      );
    }
    const { contentType, body } = await c.get("runtime").metrics.scrape();
    c.header("Cache-Control", "no-store");
    return c.body(body, 200, { "Content-Type": contentType });
  });
}
