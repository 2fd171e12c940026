import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~/server/app";
import { rateLimits } from "~/server/db/schema";
import { createServices } from "~/server/runtime";
import { FREE_FAILURES } from "~/server/services/accounts/account-sign-in-slowdown";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { PASSWORD, signUp } from "./accounts-fixture";

describe.each(engines())("accounts: rate limits on %s", (engine) => {
  let server: TestServer;
  let second: Server;
  let secondUrl: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // A second app process over the same database: its own better-auth instance and memory.
    const runtime = {
      ...server.runtime,
      ...createServices(
        server.runtime.config,
        server.database,
        server.runtime.logger,
        server.runtime.storage,
      ),
    };
    second = createServer(getRequestListener(createApp(runtime).fetch));
    await new Promise<void>((resolve) => second.listen(0, "127.0.0.1", () => resolve()));
    secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => second.close(() => resolve()));
    await server.close();
  });

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...headers },
      body: JSON.stringify(body),
    });

  it("limits sign-in attempts across two app processes sharing the database, with a clear 429", async () => {
    // A new address each time: this is the limit per client address, not the one per account.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const base = i % 2 === 0 ? server.url : secondUrl;
      statuses.push(
        (await post(base, "/sign-in/email", { email: `x${i}@example.com`, password: "wrong-password" }))
          .status,
      );
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await post(secondUrl, "/sign-in/email", {
      email: "x@example.com",
      password: "wrong-password",
    });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe("Too many requests. Please try again later.");
    // With no trusted proxy, a forwarded address the client writes itself changes nothing.
    const spoofed = await post(
      secondUrl,
      "/sign-in/email",
      { email: "x@example.com", password: "wrong-password" },
      { "x-forwarded-for": "203.0.113.99" },
    );
    expect(spoofed.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    const rows = await server.database.db.select().from(rateLimits);
    expect(rows.some((r) => r.key.includes("/sign-in/email") && r.count === 10)).toBe(true);
  });

  it("limits password reset requests, one-time codes and confirmation resends", async () => {
    const hit = async (path: string, body: unknown, times: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < times; i++) statuses.push((await post(server.url, path, body)).status);
      return statuses;
    };
    const reset = await hit(
      "/request-password-reset",
      { email: "a@example.com", redirectTo: "/auth?mode=newPassword" },
      6,
    );
    expect(reset.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(reset[5]).toBe(429);
    const otp = await hit("/email-otp/send-verification-otp", { email: "a@example.com", type: "sign-in" }, 6);
    expect(otp[5]).toBe(429);
    const resend = await hit(
      "/send-verification-email",
      { email: "a@example.com", callbackURL: "/auth?type=signup" },
      4,
    );
    expect(resend[3]).toBe(429);
  });

  it("limits sign-ups", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signUp(server, `new${i}@example.com`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  describe("behind a trusted proxy (TRUSTED_PROXY_HOPS=1)", () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer(engine, { TRUSTED_PROXY_HOPS: "1" });
    });
    afterAll(() => proxied.close());

    it("limits each forwarded client on its own instead of everyone behind the proxy together", async () => {
      let n = 0;
      const attempt = (client: string) =>
        post(
          proxied.url,
          "/sign-in/email",
          { email: `y${n++}@example.com`, password: "wrong-password" },
          { origin: proxied.url, "x-forwarded-for": `6.6.6.6, ${client}` },
        );
      const first: number[] = [];
      for (let i = 0; i < 11; i++) first.push((await attempt("203.0.113.1")).status);
      expect(first.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(first[10]).toBe(429);
      expect((await attempt("203.0.113.2")).status).toBe(401);
      const rows = await proxied.database.db.select().from(rateLimits);
      expect(rows.some((r) => r.key.includes("203.0.113.1"))).toBe(true);
      expect(rows.some((r) => r.key.includes("6.6.6.6"))).toBe(false);
    });

    const signInFrom = (email: string, client: string, password = PASSWORD) =>
      post(
        proxied.url,
        "/sign-in/email",
        { email, password },
        { origin: proxied.url, "x-forwarded-for": client },
      );
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it("slows sign-ins to one account down across addresses, briefly: the right password works after the wait", async () => {
      expect((await signUp(proxied, "owner@example.com")).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect((await signInFrom("owner@example.com", `198.51.100.${i}`, "wrong-password")).status).toBe(401);
      }
      const slowed = await signInFrom("owner@example.com", "198.51.100.20");
      expect(slowed.status).toBe(429);
      expect(slowed.headers.get("retry-after")).toBe("1");
      expect((await slowed.json()).message).toBe(
        "Too many failed sign-ins to this account. Try again in 1 second.",
      );
      await pause(1100);
      expect((await signInFrom("owner@example.com", "198.51.100.21", "wrong-password")).status).toBe(401);
      const longer = await signInFrom("owner@example.com", "198.51.100.22");
      expect(longer.status).toBe(429);
      expect(longer.headers.get("retry-after")).toBe("2");
      await pause(2100);
      expect((await signInFrom("owner@example.com", "198.51.100.23")).status).toBe(200);
      // A success forgets the failures.
      expect((await signInFrom("owner@example.com", "198.51.100.24", "wrong-password")).status).toBe(401);
      expect((await signInFrom("owner@example.com", "198.51.100.25")).status).toBe(200);
    });

    it("counts parallel wrong guesses as they come: 100 at once get at most the free failures' real checks", async () => {
      expect((await signUp(proxied, "target@example.com")).status).toBe(200);
      const started = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          signInFrom(
            "target@example.com",
            `100.64.${Math.floor(i / 250)}.${(i % 250) + 1}`,
            "wrong-password",
          ).then((res) => res.status),
        ),
      );
      // The allowance: the free failures, then one attempt after each wait (1 s, 2 s, 4 s, …) the burst outlasted.
      const seconds = (Date.now() - started) / 1000;
      const allowance = FREE_FAILURES + Math.floor(Math.log2(seconds + 1)) + 1;
      const checked = statuses.filter((s) => s === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(allowance);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100 - checked);
    });

    it("does not slow down an address the account already has a session from", async () => {
      expect((await signUp(proxied, "regular@example.com")).status).toBe(200);
      expect((await signInFrom("regular@example.com", "203.0.113.50")).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect((await signInFrom("regular@example.com", `192.0.2.${i}`, "wrong-password")).status).toBe(401);
      }
      expect((await signInFrom("regular@example.com", "192.0.2.99")).status).toBe(429);
      expect((await signInFrom("regular@example.com", "203.0.113.50")).status).toBe(200);
    });
  });
});
