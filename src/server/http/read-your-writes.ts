import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./app-env";

const WROTE = "ujamaa_wrote";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * With read replicas, a client reads its own writes: a successful write marks the client with a
 * short-lived cookie, and while it lasts the client's reads go to the primary. It lasts as long as
 * a replica may lag before it is skipped (REPLICA_MAX_LAG_SECONDS), so once it is gone every
 * replica still in use has replayed the write. Decision 046.
 */
export function readYourWrites(maxLagMs: number, secure: boolean): MiddlewareHandler<AppEnv> {
  const maxAge = Math.ceil(maxLagMs / 1000) + 1;
  return async (c, next) => {
    if (getCookie(c, WROTE)) await c.get("runtime").database.preferPrimary(next);
    else await next();
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400) {
      setCookie(c, WROTE, "1", { maxAge, path: "/", httpOnly: true, sameSite: "Lax", secure });
    }
  };
}
