import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessEventKind } from "~/domain/analytics/business-events";
import { businesses, users } from "~/server/db/schema";
import { recordBusinessEvent } from "~/server/services/analytics/record-business-event";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser } from "./accounts-fixture";

const DAY = 86_400_000;
const ADMIN_EMAIL = "admin@analytics.test";
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

type Answer = {
  days: number;
  from: string;
  to: string;
  business_id: string | null;
  businesses: { id: string; name: string; profile_views: number; inquiries: number }[];
  totals: {
    profile_views: number;
    inquiries: number;
    average_rating: number | null;
    active_storefronts: number;
  };
  series: { day: string; profile_views: number; inquiries: number }[];
};

describe.each(engines())("GET /api/v1/me/analytics on %s", (engine) => {
  let server: TestServer;
  const cookie = { owner: "", other: "", admin: "", newcomer: "" };
  const ids = { harlem: "", braids: "", closed: "", otherShop: "", adminDeli: "" };

  async function userId(email: string) {
    const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  async function business(name: string, ownerEmail: string, extra: Partial<typeof businesses.$inferInsert>) {
    const [row] = await server.database.db
      .insert(businesses)
      .values({ name, category: "Restaurant", ownerId: await userId(ownerEmail), ...extra })
      .returning({ id: businesses.id });
    return row!.id;
  }

  /** Counts `times` events of a kind for a business on the UTC day `daysAgo` days before today. */
  async function seed(businessId: string, kind: BusinessEventKind, daysAgo: number, times: number) {
    const ctx = { db: server.database.db, now: () => new Date(Date.now() - daysAgo * DAY) };
    for (let i = 0; i < times; i++) await recordBusinessEvent(ctx, { businessId, kind });
  }

  async function analytics(who: keyof typeof cookie | "anonymous", query = "") {
    return get(server, `/api/v1/me/analytics${query}`, who === "anonymous" ? "" : cookie[who]);
  }

  async function figures(who: keyof typeof cookie, query = ""): Promise<Answer> {
    const res = await analytics(who, query);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT: "false" });
    cookie.owner = await newUser(server, "owner@analytics.test");
    cookie.other = await newUser(server, "other@analytics.test");
    cookie.admin = await newUser(server, ADMIN_EMAIL);
    cookie.newcomer = await newUser(server, "newcomer@analytics.test");
    ids.harlem = await business("Harlem Soul Kitchen", "owner@analytics.test", { rating: 4.8 });
    ids.braids = await business("Braids by Bee", "owner@analytics.test", { rating: 4.4 });
    ids.closed = await business("Closed Cafe", "owner@analytics.test", { isActive: false });
    ids.otherShop = await business("Other Shop", "other@analytics.test", { rating: 3 });
    ids.adminDeli = await business("Admin Deli", ADMIN_EMAIL, { rating: 4 });

    await seed(ids.harlem, "profile_view", 0, 3);
    await seed(ids.harlem, "contact_click", 0, 1);
    await seed(ids.harlem, "profile_view", 2, 2);
    await seed(ids.harlem, "website_click", 2, 1);
    await seed(ids.harlem, "profile_view", 6, 1);
    await seed(ids.harlem, "profile_view", 7, 5); // outside 7 days, inside 30
    await seed(ids.harlem, "contact_click", 29, 1);
    await seed(ids.harlem, "profile_view", 30, 4); // outside 30 days, inside 90
    await seed(ids.harlem, "website_click", 89, 1);
    await seed(ids.harlem, "profile_view", 90, 7); // outside every window
    await seed(ids.harlem, "contact_click", -1, 1); // tomorrow (a clock ahead): not counted
    await seed(ids.closed, "profile_view", 0, 1);
    await seed(ids.otherShop, "profile_view", 0, 10);
    await seed(ids.otherShop, "contact_click", 1, 2);
    await seed(ids.adminDeli, "profile_view", 1, 6);
  });
  afterAll(() => server.close());

  it("answers 401 to an anonymous visitor, whatever the query", async () => {
    for (const query of ["", "?days=7", "?days=5", `?business_id=${ids.harlem}`]) {
      const res = await analytics("anonymous", query);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("refuses a window other than 7, 30 or 90 days with 400 and a field error", async () => {
    for (const days of ["1", "14", "365", "week"]) {
      const res = await analytics("owner", `?days=${days}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ days: "days must be one of 7, 30, 90" });
    }
  });

  it("gives the owner the last 7 days of their own businesses, per business, in total and per day", async () => {
    const body = await figures("owner", "?days=7");
    expect(body).toMatchObject({ days: 7, from: dayOf(6), to: dayOf(0), business_id: null });
    expect(body.businesses).toEqual([
      {
        id: ids.braids,
        name: "Braids by Bee",
        is_active: true,
        rating: 4.4,
        review_count: 0,
        profile_views: 0,
        contact_clicks: 0,
        website_clicks: 0,
        inquiries: 0,
      },
      {
        id: ids.closed,
        name: "Closed Cafe",
        is_active: false,
        rating: null,
        review_count: 0,
        profile_views: 1,
        contact_clicks: 0,
        website_clicks: 0,
        inquiries: 0,
      },
      {
        id: ids.harlem,
        name: "Harlem Soul Kitchen",
        is_active: true,
        rating: 4.8,
        review_count: 0,
        profile_views: 6,
        contact_clicks: 1,
        website_clicks: 1,
        inquiries: 2,
      },
    ]);
    expect(body.totals).toEqual({
      profile_views: 7,
      inquiries: 2,
      average_rating: 4.6,
      active_storefronts: 2,
    });
    expect(body.series).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => ({
        day: dayOf(daysAgo),
        profile_views: { 0: 4, 2: 2, 6: 1 }[daysAgo] ?? 0,
        inquiries: { 0: 1, 2: 1 }[daysAgo] ?? 0,
      })),
    );
  });

  it("widens to 30 and 90 days, leaving out the days before the window", async () => {
    const thirty = await figures("owner", "?days=30");
    const harlem30 = thirty.businesses.find((b) => b.id === ids.harlem);
    expect(harlem30).toMatchObject({ profile_views: 11, contact_clicks: 2, website_clicks: 1, inquiries: 3 });
    expect(thirty.totals).toMatchObject({ profile_views: 12, inquiries: 3 });
    expect(thirty.series).toHaveLength(30);
    expect(thirty.series[0]).toEqual({ day: dayOf(29), profile_views: 0, inquiries: 1 });

    const ninety = await figures("owner", "?days=90");
    const harlem90 = ninety.businesses.find((b) => b.id === ids.harlem);
    expect(harlem90).toMatchObject({ profile_views: 15, contact_clicks: 2, website_clicks: 2, inquiries: 4 });
    expect(ninety.totals).toMatchObject({ profile_views: 16, inquiries: 4 });
    expect(ninety.series).toHaveLength(90);
    expect(ninety.series[0]).toEqual({ day: dayOf(89), profile_views: 0, inquiries: 1 });
    expect(ninety.series.find((d) => d.day === dayOf(30))).toEqual({
      day: dayOf(30),
      profile_views: 4,
      inquiries: 0,
    });
    const sum = (key: "profile_views" | "inquiries") => ninety.series.reduce((n, d) => n + d[key], 0);
    expect([sum("profile_views"), sum("inquiries")]).toEqual([16, 4]);
  });

  it("narrows to one of the owner's businesses", async () => {
    const body = await figures("owner", `?days=7&business_id=${ids.harlem}`);
    expect(body.business_id).toBe(ids.harlem);
    expect(body.businesses.map((b) => b.name)).toEqual(["Harlem Soul Kitchen"]);
    expect(body.totals).toEqual({
      profile_views: 6,
      inquiries: 2,
      average_rating: 4.8,
      active_storefronts: 1,
    });
    expect(body.series.at(-1)).toEqual({ day: dayOf(0), profile_views: 3, inquiries: 1 });
    const closed = await figures("owner", `?days=7&business_id=${ids.closed}`);
    expect(closed.totals).toEqual({
      profile_views: 1,
      inquiries: 0,
      average_rating: null,
      active_storefronts: 0,
    });
  });

  it("shows another user only their own figures and refuses the owner's business", async () => {
    const body = await figures("other", "?days=7");
    expect(body.businesses.map((b) => [b.name, b.profile_views, b.inquiries])).toEqual([
      ["Other Shop", 10, 2],
    ]);
    expect(body.totals).toEqual({
      profile_views: 10,
      inquiries: 2,
      average_rating: 3,
      active_storefronts: 1,
    });

    const refused = await analytics("other", `?days=7&business_id=${ids.harlem}`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    for (const id of [ids.closed, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await analytics("other", `?business_id=${id}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain("Closed Cafe");
    }
  });

  it("lists an admin's own businesses, and shows an admin any business's figures by its id", async () => {
    const body = await figures("admin", "?days=7");
    expect(body.businesses.map((b) => [b.name, b.profile_views])).toEqual([["Admin Deli", 6]]);
    expect(body.totals).toEqual({ profile_views: 6, inquiries: 0, average_rating: 4, active_storefronts: 1 });
    const owners = await figures("owner", `?days=7&business_id=${ids.harlem}`);
    const harlem = await figures("admin", `?days=7&business_id=${ids.harlem}`);
    expect(harlem).toEqual(owners);
    expect(harlem.businesses.map((b) => b.name)).toEqual(["Harlem Soul Kitchen"]);
    const closed = await figures("admin", `?days=7&business_id=${ids.closed}`);
    expect(closed.businesses.map((b) => b.name)).toEqual(["Closed Cafe"]);
    expect((await analytics("admin", "?business_id=00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("answers one business's figures by role: owner 200, another user 403, admin 200, anonymous 401", async () => {
    const query = `?days=7&business_id=${ids.harlem}`;
    expect((await analytics("owner", query)).status).toBe(200);
    expect((await analytics("other", query)).status).toBe(403);
    expect((await analytics("admin", query)).status).toBe(200);
    expect((await analytics("anonymous", query)).status).toBe(401);
  });

  it("answers zeros for someone without businesses, 30 days by default, never cached", async () => {
    const res = await analytics("newcomer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body: Answer = await res.json();
    expect(body.days).toBe(30);
    expect(body.businesses).toEqual([]);
    expect(body.totals).toEqual({
      profile_views: 0,
      inquiries: 0,
      average_rating: null,
      active_storefronts: 0,
    });
    expect(body.series).toHaveLength(30);
    expect(body.series.every((d) => d.profile_views === 0 && d.inquiries === 0)).toBe(true);
  });
});
