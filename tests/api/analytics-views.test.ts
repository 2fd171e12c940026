import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, businesses, profileViewVisitors, users } from "~/server/db/schema";
import { createProfileViewCounter } from "~/server/services/analytics/profile-view-counter";
import { type PageServer, startPageServer } from "../support/page-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser } from "./accounts-fixture";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const VISITOR = "198.51.100.7";

describe.each(engines())("business page views on %s", (engine) => {
  let server: TestServer;
  let pages: PageServer;
  let owner = "";
  const ids = { kitchen: "", bakery: "", gone: "" };

  async function business(name: string, ownerId: string): Promise<string> {
    const [row] = await server.database.db
      .insert(businesses)
      .values({ name, category: "Restaurant", ownerId })
      .returning({ id: businesses.id });
    return row!.id;
  }

  /** One request for a business page, as a browser (or a bot) at an address behind the one trusted proxy. */
  async function view(id: string, userAgent: string, address = VISITOR, cookie = "") {
    const res = await fetch(`${pages.url}/business/${id}`, {
      headers: { "user-agent": userAgent, "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return res.headers.get("x-page-cache");
  }

  /** The profile views the owner's analytics show for one business today. */
  async function shown(id: string): Promise<number> {
    const res = await get(server, `/api/v1/me/analytics?days=7&business_id=${id}`, owner);
    expect(res.status).toBe(200);
    return (await res.json()).totals.profile_views;
  }

  beforeAll(async () => {
    server = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      TRUSTED_PROXY_HOPS: "1",
      // Written only when a test says so (and at shutdown): nothing may be written by the views themselves.
      VIEW_COUNT_FLUSH_SECONDS: "300",
      PAGE_CACHE_SECONDS: "60",
    });
    owner = await newUser(server, "owner@views.test");
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "owner@views.test"));
    ids.kitchen = await business("Harlem Soul Kitchen", row!.id);
    ids.bakery = await business("Sweet Auburn Bakery", row!.id);
    ids.gone = await business("Closing Down Cafe", row!.id);
    pages = await startPageServer(server);
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
    await server?.close();
  });

  it("writes nothing per view, and counts fifty reloads by one visitor once, answered from memory or not", async () => {
    const answers: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => view(ids.kitchen, FIREFOX)))));
    }
    // The page itself was rendered, then answered from memory: both count (once).
    expect(answers).toContain("hit");
    expect(await shown(ids.kitchen)).toBe(0);
    await server.runtime.profileViews.flush();
    expect(await shown(ids.kitchen)).toBe(1);
  });

  it("counts another visitor: another browser at the same address, the same browser at another address", async () => {
    await view(ids.kitchen, SAFARI);
    await view(ids.kitchen, FIREFOX, "203.0.113.20");
    await view(ids.kitchen, FIREFOX, "203.0.113.20");
    await server.runtime.profileViews.flush();
    expect(await shown(ids.kitchen)).toBe(3);
  });

  it("leaves out crawlers and scripts", async () => {
    for (const agent of [GOOGLEBOT, "curl/8.5.0", "python-requests/2.32.3"]) {
      await view(ids.kitchen, agent, "192.0.2.50");
    }
    await server.runtime.profileViews.flush();
    expect(await shown(ids.kitchen)).toBe(3);
  });

  it("leaves out the owner's own visits", async () => {
    expect(await view(ids.bakery, FIREFOX, "192.0.2.60", owner)).toBeNull();
    await server.runtime.profileViews.flush();
    expect(await shown(ids.bakery)).toBe(0);
  });

  it("keeps no address or user agent, only a hash per visitor", async () => {
    const rows = await server.database.db.select().from(profileViewVisitors);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    for (const secret of [VISITOR, "203.0.113.20", "Firefox", "Safari"]) expect(stored).not.toContain(secret);
    for (const row of rows) expect(row.visitor).toMatch(/^[\w-]{22}$/);
  });

  it("counts a visitor once across processes and restarts, and again the next day", async () => {
    let clock = new Date();
    const another = createProfileViewCounter({
      db: server.database.db,
      logger: server.runtime.logger,
      now: () => clock,
      secret: server.runtime.linkSecret,
      flushMs: 300_000,
    });
    try {
      // This visitor was counted by the server's process already.
      another.count({ businessId: ids.kitchen, address: VISITOR, userAgent: FIREFOX });
      another.count({ businessId: ids.kitchen, address: "192.0.2.70", userAgent: FIREFOX });
      await another.flush();
      expect(await shown(ids.kitchen)).toBe(4);

      clock = new Date(clock.getTime() + 86_400_000);
      another.count({ businessId: ids.kitchen, address: VISITOR, userAgent: FIREFOX });
      await another.flush();
      const days = await server.database.db
        .select({ day: analyticsDaily.day, count: analyticsDaily.count })
        .from(analyticsDaily)
        .where(eq(analyticsDaily.businessId, ids.kitchen));
      expect(days.map((d) => [d.day, d.count]).sort()).toEqual([
        [new Date().toISOString().slice(0, 10), 4],
        [clock.toISOString().slice(0, 10), 1],
      ]);
    } finally {
      await another.close();
    }
  });

  it("keeps the views for the next write when the database fails, and logs it", async () => {
    const { db } = server.database;
    let failures = 1;
    const flaky = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "execute") return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof db.execute>) => {
          if (failures-- > 0) return Promise.reject(new Error("connection lost"));
          return target.execute(...args);
        };
      },
    });
    const warnings: string[] = [];
    const counter = createProfileViewCounter({
      db: flaky,
      logger: { warn: (_fields: object, message: string) => void warnings.push(message) } as never,
      now: () => new Date(),
      secret: server.runtime.linkSecret,
      flushMs: 300_000,
    });
    try {
      counter.count({ businessId: ids.bakery, address: "192.0.2.80", userAgent: SAFARI });
      await counter.flush();
      expect(warnings).toEqual(["profile views not written yet; kept for the next try"]);
      expect(await shown(ids.bakery)).toBe(0);
      await counter.flush();
      expect(await shown(ids.bakery)).toBe(1);
    } finally {
      await counter.close();
    }
  });

  it("still writes a batch whose business was deleted after it was viewed", async () => {
    await view(ids.gone, FIREFOX);
    await view(ids.bakery, FIREFOX);
    await server.database.db.delete(businesses).where(eq(businesses.id, ids.gone));
    await server.runtime.profileViews.flush();
    expect(await shown(ids.bakery)).toBe(2);
  });
});
