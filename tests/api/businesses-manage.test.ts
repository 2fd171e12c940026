import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, businesses } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import {
  recordBusinessEvent,
  recordBusinessEventInBackground,
} from "~/server/services/analytics/record-business-event";
import { deleteBusiness } from "~/server/services/businesses/delete-business";
import { getBusiness } from "~/server/services/businesses/get-business";
import { listFeaturedBusinesses } from "~/server/services/search/list-featured-businesses";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { OTHER_ID, OWNER_ID, seedDirectory } from "./businesses-fixture";

const user = (userId: string, role: "user" | "admin" = "user"): Actor => ({
  kind: "user",
  userId,
  email: `${userId}@example.com`,
  name: userId,
  role,
  emailVerified: true,
});
const owner = user(OWNER_ID);
const other = user(OTHER_ID);
const admin = user("user-admin", "admin");

describe.each(engines())("business read, delete, featured and events on %s", (engine) => {
  let server: TestServer;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ids = await seedDirectory(server.database.db);
  });
  afterAll(() => server.close());

  const codeOf = (p: Promise<unknown>) => p.then(() => "ok").catch((e: { code?: string }) => e.code);

  it("reads an active business with its public fields", async () => {
    const res = await server.api(`/api/v1/businesses/${ids.harlem}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: ids.harlem,
      name: "Harlem Soul Kitchen",
      category: "Restaurant",
      sub_category: "Soul Food",
      zip_code: "10027",
      rating: 4.8,
      review_count: 120,
      is_verified: true,
      certification_tier: "Preferred",
      time_zone: "America/New_York",
    });
    expect(body.business_hours.Monday).toEqual({ open: "09:00", close: "17:00", closed: false });
    expect(body).not.toHaveProperty("search_vector");
  });

  it("answers 404 for a missing id, a non-uuid id and an inactive business", async () => {
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "1%27%20or%201=1",
      ids.closedCafe,
    ]) {
      const res = await server.api(`/api/v1/businesses/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });

  it("shows an inactive business to its owner and to an admin only", async () => {
    const ctx = server.runtime;
    const id = ids.closedCafe;
    expect((await getBusiness(ctx, owner, { id })).name).toBe("Closed Cafe");
    expect((await getBusiness(ctx, admin, { id })).is_active).toBe(false);
    expect(await codeOf(getBusiness(ctx, other, { id }))).toBe("not_found");
  });

  it("refuses a delete from an anonymous visitor with 401 and keeps the business", async () => {
    const res = await server.api(`/api/v1/businesses/${ids.books}`, { method: "DELETE" });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
    expect(await server.database.db.$count(businesses, eq(businesses.id, ids.books))).toBe(1);
  });

  it("lets only the owner or an admin delete", async () => {
    const ctx = server.runtime;
    const db = ctx.db;
    expect(await codeOf(deleteBusiness(ctx, other, { id: ids.harlem }))).toBe("forbidden");
    expect(await db.$count(businesses, eq(businesses.id, ids.harlem))).toBe(1);
    expect(await codeOf(deleteBusiness(ctx, owner, { id: ids.closedCafe }))).toBe("ok");
    expect(await codeOf(deleteBusiness(ctx, admin, { id: ids.books }))).toBe("ok");
    expect(await db.$count(businesses, eq(businesses.id, ids.books))).toBe(0);
    expect(await codeOf(deleteBusiness(ctx, admin, { id: ids.books }))).toBe("not_found");
    expect((await server.api(`/api/v1/businesses/${ids.books}`)).status).toBe(404);
  });

  it("answers 404 to a delete of a missing business", async () => {
    expect(await codeOf(deleteBusiness(server.runtime, admin, { id: "not-a-uuid" }))).toBe("not_found");
  });

  it("features verified businesses by tier, then rating, leaving out expired certifications", async () => {
    const featured = await listFeaturedBusinesses(server.runtime);
    expect(featured.map((b) => b.name)).toEqual([
      "Harlem Soul Kitchen",
      "Sweet Auburn Bakery",
      "Lagos Night Lounge",
    ]);
    const more = await listFeaturedBusinesses(server.runtime, { limit: 10 });
    expect(more.map((b) => b.name)).not.toContain("50% Off Deals");
    expect(more.map((b) => b.name)).toContain("Toronto Tech Hub");
  });

  async function countOf(businessId: string, kind: "profile_view" | "contact_click" | "website_click") {
    const [row] = await server.database.db
      .select({ count: analyticsDaily.count })
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.businessId, businessId), eq(analyticsDaily.kind, kind)));
    return row?.count ?? 0;
  }

  const click = (id: string, kind: string) =>
    server.api(`/api/v1/businesses/${id}/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind }),
    });

  it("counts a contact click and a website click, once per visitor per window", async () => {
    expect((await click(ids.bakery, "contact_click")).status).toBe(204);
    expect((await click(ids.bakery, "contact_click")).status).toBe(204);
    expect((await click(ids.bakery, "website_click")).status).toBe(204);
    expect(await countOf(ids.bakery, "contact_click")).toBe(1);
    expect(await countOf(ids.bakery, "website_click")).toBe(1);
  });

  it("rejects an unknown kind and an unknown business", async () => {
    const bad = await click(ids.bakery, "profile_view");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.kind).toBeTruthy();
    expect((await click("00000000-0000-4000-8000-000000000000", "contact_click")).status).toBe(404);
  });

  it("records in the background without throwing, logging a failure", async () => {
    const warnings: string[] = [];
    const logger = { warn: (_obj: object, msg: string) => void warnings.push(msg) };
    const ctx = { ...server.runtime, logger };
    recordBusinessEventInBackground(ctx, { businessId: ids.lagos, kind: "profile_view" });
    recordBusinessEventInBackground(ctx, {
      businessId: "00000000-0000-4000-8000-000000000000",
      kind: "profile_view",
    });
    await expect.poll(() => countOf(ids.lagos, "profile_view")).toBe(1);
    await expect.poll(() => warnings.length).toBe(1);
  });

  it("adds up profile views per business and day in one row", async () => {
    const db = server.database.db;
    const event = { businessId: ids.toronto, kind: "profile_view" } as const;
    await Promise.all([1, 2, 3].map(() => recordBusinessEvent(server.runtime, event)));
    await recordBusinessEvent({ db, now: () => new Date("2026-01-01T12:00:00Z") }, event);
    const rows = await db.select().from(analyticsDaily).where(eq(analyticsDaily.businessId, ids.toronto));
    expect(rows.map((r) => [r.day, r.count]).sort()).toEqual(
      [
        ["2026-01-01", 1],
        [new Date().toISOString().slice(0, 10), 3],
      ].sort(),
    );
  });
});
