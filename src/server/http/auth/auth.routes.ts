import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { CLIENT_IP_HEADER } from "../../auth/client-ip.ts";
import type { AppEnv } from "../app-env.ts";

function clientAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a unit test): no address to key on.
    return undefined;
  }
}

/** better-auth at /api/auth/*, told the connection's address (never a client-supplied header). */
export function createAuthRoutes() {
  const routes = new Hono<AppEnv>();
  routes.on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddress(c);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    const request = new Request(c.req.raw, { headers });
    return c.get("runtime").auth.handler(request);
  });
  return routes;
}
