import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client";
import { businesses, users } from "~/server/db/schema";
import type { SpawnedServer } from "../support/spawn-server";
import { engines } from "../support/test-database";
import { startTwoInstances, type TwoInstances } from "../support/two-instances";
import { cookiesOf, PASSWORD } from "./accounts-fixture";
import { BUSINESS_FORM, OPPORTUNITY_FORM } from "./authorization-matrix-world";
import { openStream } from "./notifications-fixture";

// Two `node server.js` processes on one PostgreSQL database, behind nothing but their two ports: what one
// process does, the other must see — live notifications, search answers, sign-in limits, and every job once.

const DAY = 86_400_000;

function call(
  server: SpawnedServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const ms = Date.now() - started;
    if (done(value) || ms > withinMs) return { value, ms };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(engines().includes("postgres"))("two app instances (node server.js) on one PostgreSQL", () => {
  let pair: TwoInstances;
  let database: Database;
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    pair = await startTwoInstances({
      AUTH_SECRET: "two-instances-".repeat(4),
      SEARCH_CACHE_SECONDS: "30",
      // Each test names its client address, so the limits of one test never reach another.
      TRUSTED_PROXY_HOPS: "1",
    });
    ({ database, a, b } = pair);
  }, 120_000);
  afterAll(() => pair?.close());

  /** A confirmed account signed up through one process and signed in through the other: its cookie. */
  async function account(email: string, address: string): Promise<string> {
    const from = { "x-forwarded-for": address };
    expect(
      (
        await call(
          a,
          "POST",
          "/api/auth/sign-up/email",
          { email, password: PASSWORD, name: "Two Instances" },
          from,
        )
      ).status,
    ).toBe(200);
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const res = await call(b, "POST", "/api/auth/sign-in/email", { email, password: PASSWORD }, from);
    expect(res.status).toBe(200);
    return cookiesOf(res);
  }

  const mailTo = async (email: string) =>
    (await (await fetch(`${a.url}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()).items as {
      subject: string;
    }[];

  it("delivers a notification created through one process to a live stream opened on the other, once", async () => {
    const owner = await account("preferred@two.test", "198.51.100.1");
    const poster = await account("poster@two.test", "198.51.100.2");
    const [me] = await database.db.select().from(users).where(eq(users.email, "preferred@two.test"));
    await database.db.insert(businesses).values({
      ownerId: me!.id,
      name: "Two Process Preferred",
      category: "Technology",
      certificationTier: "Preferred",
      certificationStatus: "approved",
      isVerified: true,
      certificationExpiresAt: new Date(Date.now() + 300 * DAY),
    });

    const stream = await openStream(b.url, owner);
    try {
      expect((await stream.next()).event).toBe("ready");
      const posted = await call(a, "POST", "/api/v1/opportunities", OPPORTUNITY_FORM, { cookie: poster });
      expect(posted.status).toBe(201);
      expect((await stream.next()).event).toBe("notification");
    } finally {
      stream.close();
    }
    // Both processes run jobs; the alert's fan-out and its e-mail ran once.
    await new Promise((r) => setTimeout(r, 2000));
    const list = await (await call(b, "GET", "/api/v1/notifications", undefined, { cookie: owner })).json();
    expect(
      list.items.filter((n: { title: string }) => n.title.includes(OPPORTUNITY_FORM.title)),
    ).toHaveLength(1);
    expect(
      (await mailTo("preferred@two.test")).filter((m) => m.subject.includes(OPPORTUNITY_FORM.title)),
    ).toHaveLength(1);
  });

  it("drops a search answer cached on one process within a second of a write through the other", async () => {
    const owner = await account("lister@two.test", "198.51.100.3");
    const search = async () =>
      (await (await call(b, "GET", "/api/v1/businesses?keyword=zanzibar")).json()).total as number;
    expect(await search()).toBe(0);
    expect(await search()).toBe(0); // answered from B's cache now
    const created = await call(
      a,
      "POST",
      "/api/v1/businesses",
      { ...BUSINESS_FORM, name: "Zanzibar Spice House" },
      { cookie: owner },
    );
    expect(created.status).toBe(201);
    const { value, ms } = await waitFor(search, (total) => total === 1, 3000);
    expect(value).toBe(1);
    expect(ms).toBeLessThanOrEqual(1500);
  });

  it("counts sign-in limits per address and the slowdown per account across both processes", async () => {
    const from = { "x-forwarded-for": "198.51.100.50" };
    const perAddress: number[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      perAddress.push(
        (
          await call(
            server,
            "POST",
            "/api/auth/sign-in/email",
            { email: `nobody${i}@two.test`, password: "wrong-password" },
            from,
          )
        ).status,
      );
    }
    expect(perAddress).toEqual(Array(10).fill(401));
    expect(
      (
        await call(
          b,
          "POST",
          "/api/auth/sign-in/email",
          { email: "nobody@two.test", password: "wrong" },
          from,
        )
      ).status,
    ).toBe(429);

    await account("target@two.test", "198.51.100.60");
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(
        server,
        "POST",
        "/api/auth/sign-in/email",
        { email: "target@two.test", password: "not-the-password" },
        { "x-forwarded-for": `198.51.100.${70 + i}` },
      );
      guesses.push(res.status);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("runs each queued job once: every sign-up through either process gets one confirmation", async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `joiner${i}@two.test`);
    await Promise.all(
      emails.map((email, i) =>
        call(
          i % 2 === 0 ? a : b,
          "POST",
          "/api/auth/sign-up/email",
          { email, password: PASSWORD, name: "Joiner" },
          { "x-forwarded-for": `198.51.100.${100 + i}` },
        ),
      ),
    );
    const { value } = await waitFor(
      async () => Promise.all(emails.map(async (email) => (await mailTo(email)).length)),
      (counts) => counts.every((n) => n >= 1),
      10_000,
    );
    expect(value).toEqual(Array(6).fill(1));
    await new Promise((r) => setTimeout(r, 2000));
    expect(await Promise.all(emails.map(async (email) => (await mailTo(email)).length))).toEqual(
      Array(6).fill(1),
    );
  });
});
