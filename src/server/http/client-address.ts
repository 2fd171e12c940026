import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./app-env";

/**
 * The address rate limits, sessions and view counts key on. Directly exposed, it is the
 * connection's; behind `trustedProxyHops` proxies (TRUSTED_PROXY_HOPS) it is the entry the
 * outermost of them appended to X-Forwarded-For. Entries left of that one come from the client
 * and are never trusted.
 */
export function clientAddress(c: Context<AppEnv>): string | undefined {
  const forwarded = forwardedClient(
    c.req.header("x-forwarded-for"),
    c.get("runtime").config.trustedProxyHops,
  );
  return forwarded ?? connectionAddress(c);
}

/** The client named by the last `hops` proxies, or undefined when the header cannot say. */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header.split(",").map((entry) => entry.trim());
  const client = entries[entries.length - hops];
  return client && isIP(client) ? client : undefined;
}

function connectionAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): no address to key on.
    return undefined;
  }
}
