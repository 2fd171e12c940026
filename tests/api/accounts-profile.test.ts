import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser } from "./accounts-fixture";

describe.each(engines())("accounts: profile, avatar, privacy and walkthrough on %s", (engine) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    cookie = await newUser(server, "zuri@example.com");
  });
  afterAll(() => server.close());

  const send = (path: string, method: string, body: unknown, who = cookie) =>
    server.api(path, {
      method,
      headers: { "content-type": "application/json", ...(who ? { cookie: who } : {}) },
      body: JSON.stringify(body),
    });
  const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, who = cookie) => {
    const form = new FormData();
    form.set("avatar", new Blob([bytes], { type }), name);
    return server.api("/api/v1/me/avatar", {
      method: "POST",
      body: form,
      headers: who ? { cookie: who } : {},
    });
  };

  it("reads and changes the full name, refusing a too short one with a field error", async () => {
    const me = await (await get(server, "/api/v1/me", cookie)).json();
    expect(me).toMatchObject({
      email: "zuri@example.com",
      full_name: "Test Person",
      avatar_url: null,
      role: "user",
    });
    const bad = await send("/api/v1/me", "PATCH", { full_name: " Z " });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.full_name).toBe("Full name must be at least 2 characters");
    const ok = await send("/api/v1/me", "PATCH", { full_name: "Zuri Mensah" });
    expect((await ok.json()).full_name).toBe("Zuri Mensah");
    expect((await send("/api/v1/me", "PATCH", { full_name: "Anon" }, "")).status).toBe(401);
  });

  it("stores an avatar re-encoded as a small WebP, checking the type by content", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#7a3" } })
      .png()
      .toBuffer();
    const res = await upload(png, "me.png", "image/png");
    expect(res.status).toBe(200);
    const { avatar_url } = await res.json();
    expect(avatar_url).toMatch(/\.webp$/);
    const file = await server.api(new URL(avatar_url, server.url).pathname);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    const replaced = await upload(png, "again.png", "image/png");
    expect((await replaced.json()).avatar_url).not.toBe(avatar_url);
    expect((await server.api(new URL(avatar_url, server.url).pathname)).status).toBe(404);

    const fake = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "evil.png", "image/png");
    expect(fake.status).toBe(415);
    expect((await fake.json()).error).toMatchObject({
      message: "Please upload a JPEG, PNG, GIF, or WEBP image.",
    });
    const big = await upload(new Uint8Array(5 * 1024 * 1024 + 10), "big.png", "image/png");
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe("Maximum file size is 5MB.");
    expect((await upload(png, "me.png", "image/png", "")).status).toBe(401);
  });

  it("keeps the privacy switches per user (the spec's six and the bell's), all on by default", async () => {
    const defaults = await (await get(server, "/api/v1/me/privacy", cookie)).json();
    expect(defaults).toEqual({
      promotionalEmails: true,
      contractNotifications: true,
      contractAlertsInApp: true,
      partnerAnnouncements: true,
      usageDataImprovement: true,
      personalizedContent: true,
      analyticsTracking: true,
    });
    const changed = await send("/api/v1/me/privacy", "PATCH", {
      promotionalEmails: false,
      analyticsTracking: false,
    });
    expect(await changed.json()).toMatchObject({
      promotionalEmails: false,
      analyticsTracking: false,
      contractNotifications: true,
    });
    const other = await newUser(server, "other@example.com");
    expect((await (await get(server, "/api/v1/me/privacy", other)).json()).promotionalEmails).toBe(true);
    const bad = await send("/api/v1/me/privacy", "PATCH", { promotionalEmails: "no", sellMyData: true });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      promotionalEmails: "Must be true or false",
      sellMyData: "Unknown preference",
    });
    expect((await (await get(server, "/api/v1/me/privacy", cookie)).json()).promotionalEmails).toBe(false);
    expect((await get(server, "/api/v1/me/privacy")).status).toBe(401);
  });

  it("tells mail senders which optional e-mails the user allows", async () => {
    const { mayEmail } = await import("~/server/services/privacy/may-email");
    const me = await (await get(server, "/api/v1/me", cookie)).json();
    await send("/api/v1/me/privacy", "PATCH", { contractNotifications: false, promotionalEmails: false });
    const ctx = server.runtime;
    expect(await mayEmail(ctx, { userId: me.id, kind: "contract_opportunity" })).toBe(false);
    expect(await mayEmail(ctx, { userId: me.id, kind: "promotional" })).toBe(false);
    expect(await mayEmail(ctx, { userId: me.id, kind: "partner_announcement" })).toBe(true);
  });

  it("records walkthrough completion on the server and clears it for a restart", async () => {
    const done = await (await send("/api/v1/me/walkthrough", "PUT", { completed: true })).json();
    expect(done.walkthrough_completed_at).toBeTruthy();
    const again = await (await get(server, "/api/v1/me", cookie)).json();
    expect(again.walkthrough_completed_at).toBe(done.walkthrough_completed_at);
    const reset = await (await send("/api/v1/me/walkthrough", "PUT", { completed: false })).json();
    expect(reset.walkthrough_completed_at).toBeNull();
  });
});
