import { eq } from "drizzle-orm";
import { users } from "~/server/db/schema";
import { settleJobs } from "../support/jobs";
import type { TestServer } from "../support/test-server";

export const PASSWORD = "correct-horse-battery-42";

/** Cookie header value made from a response's Set-Cookie headers. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export function authPost(server: TestServer, path: string, body: unknown, cookie = ""): Promise<Response> {
  return server.api(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export async function signUp(server: TestServer, email: string, name = "Test Person"): Promise<Response> {
  return authPost(server, "/sign-up/email", {
    email,
    password: PASSWORD,
    name,
    callbackURL: "/auth?type=signup",
  });
}

/** Signs in and returns the session cookie. */
export async function signIn(server: TestServer, email: string, password = PASSWORD): Promise<string> {
  const res = await authPost(server, "/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status}: ${await res.text()}`);
  return cookiesOf(res);
}

/** A new confirmed account, signed in: its session cookie. */
export async function newUser(server: TestServer, email: string): Promise<string> {
  const res = await signUp(server, email);
  if (res.status !== 200) throw new Error(`sign-up failed ${res.status}: ${await res.text()}`);
  await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return signIn(server, email);
}

export function get(server: TestServer, path: string, cookie = ""): Promise<Response> {
  return server.api(path, { headers: cookie ? { cookie } : {} });
}

/** The dev outbox's messages to an address, once the mail jobs queued so far have run. */
export async function outbox(server: TestServer, to: string) {
  await settleJobs(server.database);
  const res = await server.api(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return (await res.json()).items as { subject: string; text: string; links: string[]; codes: string[] }[];
}

/** A JSON request to the API as the holder of `cookie` ("" for a visitor). */
export function jsonCall(server: TestServer, method: string, path: string, cookie: string, body?: unknown) {
  return server.api(path, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs up and in an owner, another user and an admin (`admin@<domain>` must be in ADMIN_EMAILS). */
export async function signInRoles(server: TestServer, domain: string) {
  const [owner, other, admin] = await Promise.all(
    ["owner", "other", "admin"].map((who) => newUser(server, `${who}@${domain}`)),
  );
  return { owner: owner!, other: other!, admin: admin! };
}
