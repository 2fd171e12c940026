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
    const answer = await runtime.auth.handler(request);
    if (c.req.method === "POST" && (await lostSignUpRace(answer))) {
      // Another sign-up for the same address made the account between this one's check and its
      // insert: asked again, it is answered as any sign-up for a taken address is (the same 200).
      // Asked in-process, so the one request the client sent counts once against its rate limit.
      const again = signUpAgain(runtime, c.req.path, headers, body ?? "");
      if (again) return withoutSessionTokens(await again);
    }
    return withoutSessionTokens(answer);
  });
  return routes;
}

/** A sign-up asked again of better-auth in-process (no HTTP, so no second rate-limit count). */
function signUpAgain(
  runtime: Runtime,
  path: string,
  headers: Headers,
  text: string,
): Promise<Response> | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const { api } = runtime.auth;
  if (path === "/api/auth/sign-up/email") {
    return api.signUpEmail({
      body: body as NonNullable<Parameters<typeof api.signUpEmail>[0]>["body"],
      headers,
      asResponse: true,
    });
  }
  if (path === "/api/auth/sign-up/phone-number") {
    return api.signUpPhoneNumber({
      body: body as NonNullable<Parameters<typeof api.signUpPhoneNumber>[0]>["body"],
      headers,
      asResponse: true,
    });
  }
  return null;
}

/** better-auth's answer when a sign-up's insert hit the unique address of an account made meanwhile. */
async function lostSignUpRace(answer: Response): Promise<boolean> {
  if (answer.status !== 422) return false;
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => null);
  return (body as { code?: unknown } | null)?.code === "FAILED_TO_CREATE_USER";
}

/** POST /api/auth/reset-password, then a sign-in with the new password on this device. */
async function resetAndSignIn(runtime: Runtime, request: Request, text: string): Promise<Response> {
  let body: { token?: unknown; newPassword?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(text);
    // Only an object carries a token; better-auth answers any other body (null, a list, a number) itself.
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed;
  } catch {
    // better-auth answers a malformed body itself.
  }
  const email = await accountOfResetToken(runtime.db, body.token);
  const reset = await runtime.auth.handler(request);
  if (!reset.ok || !email || typeof body.newPassword !== "string") return reset;
  return signInAfterReset(runtime.auth, request, reset, email, body.newPassword);
}
