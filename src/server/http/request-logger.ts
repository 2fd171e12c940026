import type { MiddlewareHandler } from "hono";
import type { Logger } from "~/server/logger";
import type { AppEnv } from "./app-env";

/** One log line per request, tagged with its request id; the id is also handed to every log in it. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get("requestId") });
    c.set("logger", log);
    await next();
    const ms = Math.round(performance.now() - started);
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, "request");
    else log.info(line, "request");
  };
}
