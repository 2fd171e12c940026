import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, sessions, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, cookiesOf, get, newUser, outbox, PASSWORD, signIn, signUp } from "./accounts-fixture";

describe.each(engines())("accounts: sign-up, sign-in, guards and sessions on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "boss@ujamaa.test", AUTH_RATE_LIMIT: "false" });
  });
  afterAll(() => server.close());

  it("registers, e-mails a confirmation link that lands on /auth?type=signup and confirms the address", async () => {
    const res = await signUp(server, "amara@example.com", "Amara Okafor");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    const [mail] = await outbox(server, "amara@example.com");
    expect(mail!.subject).toBe("Confirm your Ujamaa account");
    const link = mail!.links.find((l) => l.includes("/api/auth/verify-email"))!;
    expect(link).toBeTruthy();
    const confirm = await fetch(link, { redirect: "manual" });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/auth?type=signup");
    const [row] = await server.database.db.select().from(users).where(eq(users.email, "amara@example.com"));
    expect(row!.emailVerified).toBe(true);
  });

  it("answers a sign-up for a taken address exactly like a new one", async () => {
    const again = await signUp(server, "amara@example.com", "Someone Else");
    const fresh = await signUp(server, "brand-new@example.com", "Someone Else");
    expect(again.status).toBe(fresh.status);
    const strip = (b: { user: Record<string, unknown> }) => Object.keys(b.user).sort();
    expect(strip(await again.json())).toEqual(strip(await fresh.json()));
    const subjects = (await outbox(server, "amara@example.com")).map((m) => m.subject);
    // The first sign-up's confirmation, and for the second only the notice: no second confirmation.
    expect(subjects.sort()).toEqual(["Confirm your Ujamaa account", "You already have a Ujamaa account"]);
  });

  it("refuses short, long and common new passwords with the rule as the message", async () => {
    const attempt = (password: string) =>
      authPost(server, "/sign-up/email", { email: "pw@example.com", password, name: "Pat Doe" });
    const short = await attempt("abc1234");
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Password must be at least 8 characters");
    const long = await attempt("x".repeat(129));
    expect((await long.json()).message).toBe("Password must be at most 128 characters");
    const common = await attempt("password123");
    expect((await common.json()).message).toBe(
      "This password is too common. Please choose a less common one.",
    );
    const name = await authPost(server, "/sign-up/email", {
      email: "pw@example.com",
      password: PASSWORD,
      name: "P",
    });
    expect((await name.json()).message).toBe("Full name must be at least 2 characters");
    expect(
      await server.database.db.select().from(users).where(eq(users.email, "pw@example.com")),
    ).toHaveLength(0);
  });

  it("signs in with an httpOnly, SameSite=Lax session cookie, including an unconfirmed account", async () => {
    await signUp(server, "unconfirmed@example.com");
    const res = await authPost(server, "/sign-in/email", {
      email: "unconfirmed@example.com",
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await get(server, "/api/v1/me", cookiesOf(res));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: "unconfirmed@example.com",
      role: "user",
      email_verified: false,
    });
  });

  it("rejects a wrong password with the same answer as an unknown address", async () => {
    await newUser(server, "kofi@example.com");
    const wrong = await authPost(server, "/sign-in/email", {
      email: "kofi@example.com",
      password: "not-it-at-all",
    });
    const unknown = await authPost(server, "/sign-in/email", {
      email: "nobody@example.com",
      password: "not-it-at-all",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("refuses requests from another origin (CSRF)", async () => {
    const res = await server.api("/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example",
        cookie: "better-auth.session_token=x",
        "sec-fetch-site": "cross-site",
      },
      body: JSON.stringify({ email: "kofi@example.com", password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });

  it("guards: anonymous 401, user 403, admin 200; ADMIN_EMAILS grants admin at sign-up", async () => {
    const anon = await get(server, "/api/v1/admins");
    expect(anon.status).toBe(401);
    expect((await anon.json()).error.code).toBe("unauthorized");
    expect((await get(server, "/api/v1/me")).status).toBe(401);

    const user = await newUser(server, "plain@example.com");
    const forbidden = await get(server, "/api/v1/admins", user);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.code).toBe("forbidden");

    const admin = await newUser(server, "Boss@ujamaa.test");
    const ok = await get(server, "/api/v1/admins", admin);
    expect(ok.status).toBe(200);
    expect((await ok.json()).items.map((a: { email: string }) => a.email)).toEqual(["boss@ujamaa.test"]);
    expect((await (await get(server, "/api/v1/me", admin)).json()).role).toBe("admin");
  });

  it("treats a forged or revoked session cookie as anonymous", async () => {
    const cookie = await newUser(server, "forge@example.com");
    const forged = cookie.replace(/session_token=([^;.]+)/, "session_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect((await get(server, "/api/v1/me", forged)).status).toBe(401);
    expect((await get(server, "/api/v1/me", "better-auth.session_token=garbage")).status).toBe(401);
  });

  it("lists sessions with the device and ends another one at once", async () => {
    await newUser(server, "multi@example.com");
    const laptop = await signIn(server, "multi@example.com");
    const phone = await signIn(server, "multi@example.com");
    const list = await (await get(server, "/api/v1/me/sessions", laptop)).json();
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    expect(list.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain("token");
    const phoneSession = (await (await get(server, "/api/v1/me/sessions", phone)).json()).items.find(
      (s: { current: boolean }) => s.current,
    );
    const del = await server.api(`/api/v1/me/sessions/${phoneSession.id}`, {
      method: "DELETE",
      headers: { cookie: laptop },
    });
    expect(del.status).toBe(204);
    expect((await get(server, "/api/v1/me", phone)).status).toBe(401);
    expect((await get(server, "/api/v1/me", laptop)).status).toBe(200);

    const others = await server.api("/api/v1/me/sessions/revoke-others", {
      method: "POST",
      headers: { cookie: laptop },
    });
    expect((await others.json()).revoked).toBeGreaterThanOrEqual(1);
    const left = await server.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, "multi@example.com"));
    expect(left).toHaveLength(1);
  });

  it("cannot end someone else's session", async () => {
    const a = await newUser(server, "alice@example.com");
    const b = await newUser(server, "bob@example.com");
    const bSession = (await (await get(server, "/api/v1/me/sessions", b)).json()).items[0];
    const res = await server.api(`/api/v1/me/sessions/${bSession.id}`, {
      method: "DELETE",
      headers: { cookie: a },
    });
    expect(res.status).toBe(404);
    expect((await get(server, "/api/v1/me", b)).status).toBe(200);
  });

  it("signs out this device; the cookie stops working", async () => {
    const cookie = await newUser(server, "leaver@example.com");
    const out = await authPost(server, "/sign-out", {}, cookie);
    expect(out.status).toBe(200);
    expect((await get(server, "/api/v1/me", cookie)).status).toBe(401);
  });

  it("answers a reset request identically for unknown and known addresses; the link sets a new password", async () => {
    await newUser(server, "forgetful@example.com");
    const other = await signIn(server, "forgetful@example.com");
    const body = (email: string) => ({ email, redirectTo: "/auth?mode=newPassword" });
    const known = await authPost(server, "/request-password-reset", body("forgetful@example.com"));
    const unknown = await authPost(server, "/request-password-reset", body("ghost@example.com"));
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    expect(await outbox(server, "ghost@example.com")).toHaveLength(0);

    // Mail goes out in the background, two at a time: pick the reset among this address's messages.
    const mail = (await outbox(server, "forgetful@example.com")).find((m) => m.subject.startsWith("Reset"));
    const link = mail!.links.find((l) => l.includes("/reset-password/"))!;
    const landing = await fetch(link, { redirect: "manual" });
    const location = landing.headers.get("location")!;
    expect(location).toMatch(/\/auth\?mode=newPassword&token=/);
    const token = new URL(location, server.url).searchParams.get("token")!;

    const common = await authPost(server, "/reset-password", { token, newPassword: "iloveyou1" });
    expect(common.status).toBe(400);
    const reset = await authPost(server, "/reset-password", { token, newPassword: "a-brand-new-secret-77" });
    expect(reset.status).toBe(200);
    expect((await get(server, "/api/v1/me", other)).status).toBe(401);
    await signIn(server, "forgetful@example.com", "a-brand-new-secret-77");
    const reused = await authPost(server, "/reset-password", { token, newPassword: "another-secret-88" });
    expect(reused.status).toBe(400);
  });

  it("keeps no rate-limit rows when limits are off", async () => {
    expect(await server.database.db.select().from(rateLimits)).toHaveLength(0);
  });
});
