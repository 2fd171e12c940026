import { getSessionCookie } from "better-auth/cookies";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * Keeps personal answers out of every browser and shared cache: anything under /api/auth and
 * /api/v1/me, any API answer to a signed-in person, and any page answered to a request with a
 * session cookie. Answers that declare themselves public (static assets, public files) keep it.
 */
export function personalNoStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (isPersonal(c)) c.header("Cache-Control", "no-store");
  };
}

function isPersonal(c: Context<AppEnv>): boolean {
  const path = c.req.path;
  if (path.startsWith("/api/auth/") || path === "/api/v1/me" || path.startsWith("/api/v1/me/")) return true;
  if (path.startsWith("/api/")) return c.get("actor")?.kind === "user";
  if (!getSessionCookie(c.req.raw.headers)) return false;
  return !/\bpublic\b/.test(c.res.headers.get("cache-control") ?? "");
}
