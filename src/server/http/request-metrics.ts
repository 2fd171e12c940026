import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import type { Runtime } from "~/server/runtime";
import type { AppEnv } from "./app-env";

/**
 * Counts and times every request by method, route pattern and status (GET /metrics). Runs first, so
 * an answer from any later middleware (a refused origin, a body too large) is counted too; the time
 * is until the response's headers are ready (a stream's body may take longer).
 */
export function requestMetrics(metrics: Runtime["metrics"]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observeRequest({
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  };
}

/**
 * The pattern a request matched, never its path, so the labels stay few: the page's route
 * (`/business/:id`, set by the page handler), else the API route registered for a method
 * (`/api/v1/businesses/:id`) even when a middleware answered first, else the catch-all that
 * answered (`/api/*` for an unknown API path).
 */
export function routeOf(c: Context<AppEnv>): string {
  const page = c.get("pageRoute");
  if (page) return page;
  const endpoint = matchedRoutes(c).find((route) => route.method !== "ALL");
  return endpoint?.path ?? routePath(c);
}
