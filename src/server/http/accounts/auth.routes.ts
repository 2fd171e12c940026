import { Hono } from "hono";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip";
import { accountOfResetToken, signInAfterReset } from "~/server/auth/sign-in-after-reset";
import type { AppEnv } from "~/server/http/app-env";
import { clientAddress } from "~/server/http/client-address";
import type { Runtime } from "~/server/runtime";
import { withoutSessionTokens } from "./without-session-tokens";

/** better-auth at /api/auth/*, told the client's address (never a header the client could set). */
export function createAuthRoutes() {
  const routes = new Hono<AppEnv>();
  routes.on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddress(c);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    const runtime = c.get("runtime");
    // Read whole (the JSON body limit bounds it) so that an answer better-auth gives without
    // reading the body (a closed path, a rate limit) reaches the client instead of a reset connection.
    const body = c.req.method === "POST" ? await c.req.raw.text() : undefined;
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
    if (c.req.method === "POST" && c.req.path === "/api/auth/reset-password") {
      return resetAndSignIn(runtime, request, body ?? "");
    }
    return withoutSessionTokens(await runtime.auth.handler(request));
  });
  return routes;
}

/** POST /api/auth/reset-password, then a sign-in with the new password on this device. */
async function resetAndSignIn(runtime: Runtime, request: Request, text: string): Promise<Response> {
  let body: { token?: unknown; newPassword?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // better-auth answers a malformed body itself.
  }
  const email = await accountOfResetToken(runtime.db, body.token);
  const reset = await runtime.auth.handler(request);
  if (!reset.ok || !email || typeof body.newPassword !== "string") return reset;
  return signInAfterReset(runtime.auth, request, reset, email, body.newPassword);
}
