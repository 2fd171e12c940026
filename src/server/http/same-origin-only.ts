import type { MiddlewareHandler } from "hono";
import { trustedOrigins } from "~/server/auth/auth";
import { AppError } from "~/server/errors";
import type { AppEnv } from "./app-env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Mail clients POST here with no Origin (RFC 8058 one-click); the link's signed token is its own proof. */
const ONE_CLICK_UNSUBSCRIBE = "/api/v1/unsubscribe";
/** Stripe calls its webhook server to server (no Origin); the Stripe-Signature on the raw body is its proof. */
const PAYMENT_WEBHOOK = "/api/v1/payments/webhook";

/**
 * Refuses a state-changing request (API or page action) that another site could have made: it
 * must name the site as its Origin, or, with no Origin, be marked same-origin by the browser.
 * A request with neither is refused too, so API clients outside a browser send an Origin header.
 * better-auth checks its own /api/auth/* endpoints against the same origins.
 */
export function sameOriginOnly(baseUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins(baseUrl));
  return async (c, next) => {
    if (
      SAFE_METHODS.has(c.req.method) ||
      c.req.path.startsWith("/api/auth/") ||
      c.req.path === ONE_CLICK_UNSUBSCRIBE ||
      (c.req.method === "POST" && c.req.path === PAYMENT_WEBHOOK)
    )
      return next();
    const origin = c.req.header("origin");
    const sameOrigin = origin ? allowed.has(origin) : c.req.header("sec-fetch-site") === "same-origin";
    if (!sameOrigin) {
      throw new AppError("forbidden", "This request must come from the site itself (Origin header).");
    }
    return next();
  };
}
