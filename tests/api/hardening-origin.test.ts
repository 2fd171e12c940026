import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, contactMessages } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser, signIn } from "./accounts-fixture";

type Attempt = { method: string; path: string; body?: () => BodyInit; type?: string };

describe.each(engines())("hardening: state changes only from the site's own origin on %s", (engine) => {
  let server: TestServer;
  let cookie: string;
  let laptop: string;
  let businessId: string;
  let attempts: Attempt[];

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    cookie = await newUser(server, "victim@example.com");
    laptop = await signIn(server, "victim@example.com");
    const me = await (await get(server, "/api/v1/me", cookie)).json();
    const [row] = await server.database.db
      .insert(businesses)
      .values({ name: "Victim's Shop", category: "Restaurant", categorySlug: "restaurant", ownerId: me.id })
      .returning({ id: businesses.id });
    businessId = row!.id;
    const laptopSession = (await (await get(server, "/api/v1/me/sessions", cookie)).json()).items.find(
      (s: { current: boolean }) => !s.current,
    );
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const json = (value: unknown) => () => JSON.stringify(value);
    attempts = [
      { method: "PATCH", path: "/api/v1/me", body: json({ full_name: "Mallory" }) },
      { method: "PATCH", path: "/api/v1/me/privacy", body: json({ promotionalEmails: false }) },
      { method: "PUT", path: "/api/v1/me/walkthrough", body: json({ completed: true }) },
      {
        method: "POST",
        path: "/api/v1/me/avatar",
        type: "",
        body: () => {
          const form = new FormData();
          form.set("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
          return form;
        },
      },
      { method: "DELETE", path: `/api/v1/me/sessions/${laptopSession.id}` },
      { method: "POST", path: "/api/v1/me/sessions/revoke-others" },
      { method: "POST", path: "/api/v1/me/two-factor/disable", body: json({ code: "123456" }) },
      {
        method: "POST",
        path: "/api/v1/contact-messages",
        body: json({ name: "Mallory", email: "m@example.com", subject: "Hi", message: "Hello" }),
      },
      { method: "DELETE", path: `/api/v1/businesses/${businessId}` },
      {
        method: "POST",
        path: `/api/v1/businesses/${businessId}/events`,
        body: json({ kind: "website_click" }),
      },
      {
        method: "POST",
        path: "/contact",
        type: "application/x-www-form-urlencoded",
        body: () => "name=Mallory&email=m%40example.com&subject=Hi&message=Hello",
      },
    ];
  });
  afterAll(() => server.close());

  const send = (attempt: Attempt, headers: Record<string, string>) =>
    fetch(`${server.url}${attempt.path}`, {
      method: attempt.method,
      headers: {
        cookie,
        ...(attempt.type === "" ? {} : { "content-type": attempt.type ?? "application/json" }),
        ...headers,
      },
      ...(attempt.body ? { body: attempt.body() } : {}),
    });

  async function expectNothingChanged() {
    const me = await (await get(server, "/api/v1/me", cookie)).json();
    expect(me.full_name).toBe("Test Person");
    expect(me.avatar_url).toBeNull();
    expect(me.walkthrough_completed_at).toBeNull();
    expect((await (await get(server, "/api/v1/me/privacy", cookie)).json()).promotionalEmails).toBe(true);
    expect((await get(server, "/api/v1/me", laptop)).status).toBe(200);
    expect((await get(server, `/api/v1/businesses/${businessId}`)).status).toBe(200);
    expect(await server.database.db.select().from(contactMessages)).toEqual([]);
  }

  const refusals: [string, Record<string, string>][] = [
    ["another loopback port", { origin: "http://127.0.0.1:1", "sec-fetch-site": "same-site" }],
    ["another site", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["an opaque origin", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["no Origin and a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["no Origin at all", {}],
  ];

  it.each(refusals)(
    "refuses every state-changing request from %s with 403, changing nothing",
    async (_, headers) => {
      for (const attempt of attempts) {
        const res = await send(attempt, headers);
        expect(res.status, `${attempt.method} ${attempt.path}`).toBe(403);
        expect((await res.json()).error.code).toBe("forbidden");
      }
      await expectNothingChanged();
    },
  );

  it("accepts the site's own origin, and a same-origin request without Origin", async () => {
    const patch = attempts[0]!;
    const ok = await send(patch, { origin: server.url });
    expect(ok.status).toBe(200);
    const marked = await send(
      { ...patch, body: () => JSON.stringify({ full_name: "Victim Person" }) },
      {
        "sec-fetch-site": "same-origin",
      },
    );
    expect(marked.status).toBe(200);
    expect((await marked.json()).full_name).toBe("Victim Person");
    expect((await get(server, "/api/v1/businesses?keyword=victim")).status).toBe(200);
  });

  it("leaves better-auth's endpoints to its own check: a cross-origin sign-out is refused", async () => {
    const res = await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: laptop, origin: "http://127.0.0.1:1", "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect((await get(server, "/api/v1/me", laptop)).status).toBe(200);
  });
});
