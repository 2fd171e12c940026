import { Hono } from "hono";
import { CLIENT_IP_HEADER } from "../../auth/client-ip.ts";
import { accountOfResetToken, signInAfterReset } from "../../auth/sign-in-after-reset.ts";
import type { Runtime } from "../../runtime.ts";
import type { AppEnv } from "../app-env.ts";
import { clientAddress } from "../client-address.ts";

/** better-auth at /api/auth/*, told the client's address (never a header the client could set). */
export function createAuthRoutes() {
  const routes = new Hono<AppEnv>();
  routes.on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddress(c);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    const runtime = c.get("runtime");
    if (c.req.method === "POST" && c.req.path === "/api/auth/reset-password") {
      return resetAndSignIn(runtime, c.req.raw, headers);
    }
    return runtime.auth.handler(new Request(c.req.raw, { headers }));
  });
  return routes;
}

/** POST /api/auth/reset-password, then a sign-in with the new password on this device. */
async function resetAndSignIn(runtime: Runtime, raw: Request, headers: Headers): Promise<Response> {
  const text = await raw.text();
  let body: { token?: unknown; newPassword?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // better-auth answers a malformed body itself.
  }
  const email = await accountOfResetToken(runtime, body.token);
  const request = new Request(raw.url, { method: "POST", headers, body: text });
  const reset = await runtime.auth.handler(request);
  if (!reset.ok || !email || typeof body.newPassword !== "string") return reset;
  return signInAfterReset(runtime, request, reset, email, body.newPassword);
}
