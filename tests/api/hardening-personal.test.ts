import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { authPost, cookiesOf, get, newUser, PASSWORD } from "./accounts-fixture";

describe.each(engines())("hardening: personal answers on %s", (engine) => {
  let server: TestServer;
  let cookie: string;
  let avatarPath: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    cookie = await newUser(server, "adjoa@example.com");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
    const res = await server.api("/api/v1/me/avatar", { method: "POST", body: form, headers: { cookie } });
    avatarPath = new URL((await res.json()).avatar_url, server.url).pathname;
  });
  afterAll(() => server.close());

  const cacheControl = async (res: Promise<Response>) => (await res).headers.get("cache-control");

  it("answers a signed-in person's API requests and every account answer with Cache-Control: no-store", async () => {
    for (const path of [
      "/api/v1/me",
      "/api/v1/me/privacy",
      "/api/v1/me/sessions",
      "/api/v1/businesses",
      "/api/v1/categories",
      "/api/auth/get-session",
    ]) {
      expect(await cacheControl(get(server, path, cookie)), path).toBe("no-store");
    }
    expect(await cacheControl(get(server, "/api/v1/me"))).toBe("no-store");
    expect(
      await cacheControl(
        authPost(server, "/sign-in/email", { email: "adjoa@example.com", password: PASSWORD }),
      ),
    ).toBe("no-store");
  });

  it("keeps public answers cacheable", async () => {
    expect(await cacheControl(get(server, "/api/v1/categories"))).toBe("public, max-age=60");
    expect(await cacheControl(get(server, "/api/v1/businesses"))).not.toBe("no-store");
    expect(await cacheControl(get(server, avatarPath, cookie))).toMatch(/^public/);
  });

  it("keeps session tokens out of JSON bodies: the cookie carries the session", async () => {
    const signIn = await authPost(server, "/sign-in/email", {
      email: "adjoa@example.com",
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const body = await signIn.json();
    expect(body.user.email).toBe("adjoa@example.com");
    expect(body).not.toHaveProperty("token");
    const fresh = cookiesOf(signIn);
    const session = await (await get(server, "/api/auth/get-session", fresh)).json();
    expect(session.user.email).toBe("adjoa@example.com");
    expect(session.session).not.toHaveProperty("token");
    const sessions = await (await get(server, "/api/v1/me/sessions", fresh)).json();
    expect(sessions.items.length).toBeGreaterThan(1);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    expect((await get(server, "/api/auth/list-sessions", fresh)).status).toBe(404);
    expect((await authPost(server, "/revoke-session", { token: "x" }, fresh)).status).toBe(404);
  });
});
