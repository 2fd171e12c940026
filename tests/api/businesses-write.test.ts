import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, businesses, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";

const FORM = {
  name: "Lenox Coffee",
  category: "Restaurant",
  sub_category: "Cafe",
  description: "Coffee and pastries.",
  country: "United States",
  address: "100 Lenox Ave",
  city: "New York",
  state: "CA",
  zip_code: "10027",
  phone: "(212) 555-0100",
  email: "hello@lenox.example",
  website: "https://lenox.example",
  certification_tier: "Free",
  business_hours: { Monday: { open: "08:00", close: "18:00", closed: false } },
};

describe.each(engines())("business writes on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@write.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "write.test"));
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const create = async (cookie = owner, body: unknown = FORM) => {
    const res = await call("POST", "/api/v1/businesses", cookie, body);
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string } & Record<string, unknown>;
  };
  const rowOf = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0];
  const searchNames = async (search: string) => {
    const res = await server.api(`/api/v1/businesses?search=${encodeURIComponent(search)}`);
    return ((await res.json()).items as { name: string }[]).map((b) => b.name);
  };

  it("creates a business owned by the caller: active, unverified, unrated, zone from country and state", async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: "Lenox Coffee",
      category_slug: "restaurant",
      country: "USA",
      time_zone: "America/Los_Angeles",
      is_verified: false,
      is_active: true,
      rating: null,
      review_count: 0,
      certification_status: "none",
    });
    expect(created).not.toHaveProperty("owner_id");
    const [me] = await server.database.db.select().from(users).where(eq(users.email, "owner@write.test"));
    expect((await rowOf(created.id))?.ownerId).toBe(me?.id);
    expect(await searchNames("Lenox Coffee")).toContain("Lenox Coffee");
  });

  it("refuses anonymous writes with 401 whatever the body", async () => {
    expect((await call("POST", "/api/v1/businesses", "", { nonsense: true })).status).toBe(401);
    const { id } = await create();
    expect((await call("PATCH", `/api/v1/businesses/${id}`, "", { name: "Hijacked" })).status).toBe(401);
    expect((await call("PUT", `/api/v1/businesses/${id}/active`, "", { is_active: false })).status).toBe(401);
    expect((await call("DELETE", `/api/v1/businesses/${id}`, "")).status).toBe(401);
    expect((await call("POST", "/api/v1/storefronts", "", { name: "X" })).status).toBe(401);
    expect((await server.api("/api/v1/me/businesses")).status).toBe(401);
    expect((await rowOf(id))?.name).toBe("Lenox Coffee");
  });

  it("answers the spec's messages as field errors and stores nothing", async () => {
    const res = await call("POST", "/api/v1/businesses", owner, {
      ...FORM,
      name: "L",
      zip_code: "123",
      phone: "(555) 123-456",
      email: "nope",
      website: "ftp://lenox.example",
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({
      name: "Business name is required",
      zip_code: "Zip code is required",
      phone: "Invalid Phone",
      email: "Please enter a valid email",
      website: "Invalid Website",
    });
    expect(await searchNames("Lenox")).not.toContain("L");
  });

  it("refuses the fields nobody may set, naming each", async () => {
    const forbidden = {
      is_verified: true,
      certification_status: "approved",
      certification_expires_at: "2030-01-01T00:00:00Z",
      rating: 5,
      review_count: 999,
      owner_id: "someone-else",
    };
    const res = await call("POST", "/api/v1/businesses", owner, {
      ...FORM,
      name: "Sneaky Shop",
      ...forbidden,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields).sort()).toEqual(Object.keys(forbidden).sort());
    const { id } = await create();
    const patch = await call("PATCH", `/api/v1/businesses/${id}`, owner, { is_verified: true, rating: 5 });
    expect(patch.status).toBe(400);
    const row = await rowOf(id);
    expect(row).toMatchObject({ isVerified: false, rating: null, reviewCount: 0 });
  });

  it("strips markup on save", async () => {
    const created = await create(owner, {
      ...FORM,
      name: '<img src=x onerror="alert(1)">Safe <b>Name</b><script>alert(2)</script>',
      description: '<iframe src="javascript:alert(3)"></iframe>Hello <a href="javascript:alert(4)">there</a>',
    });
    expect(created.name).toBe("Safe Name");
    expect(created.description).toBe("Hello there");
  });

  it("lets the owner and an admin change a business; another user gets 403 and nothing changes", async () => {
    const { id } = await create();
    const denied = await call("PATCH", `/api/v1/businesses/${id}`, other, { name: "Taken Over" });
    expect(denied.status).toBe(403);
    expect((await rowOf(id))?.name).toBe("Lenox Coffee");

    const before = (await rowOf(id))!.updatedAt;
    const mine = await call("PATCH", `/api/v1/businesses/${id}`, owner, {
      category: "Hotel",
      city: "Harlem",
    });
    expect(mine.status).toBe(200);
    const changed = await mine.json();
    expect(changed).toMatchObject({
      category: "Hotel",
      category_slug: "hotel",
      city: "Harlem",
      name: "Lenox Coffee",
    });
    expect(new Date(changed.updated_at).getTime()).toBeGreaterThanOrEqual(before.getTime());

    const unknown = await call("PATCH", `/api/v1/businesses/${id}`, owner, { category: "Space Travel" });
    expect((await unknown.json()).category_slug).toBe("other");

    const moved = await call("PATCH", `/api/v1/businesses/${id}`, admin, {
      country: "Canada",
      state: "British Columbia",
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ country: "Canada", time_zone: "America/Vancouver" });

    const chosen = await call("PATCH", `/api/v1/businesses/${id}`, owner, { time_zone: "America/Edmonton" });
    expect((await chosen.json()).time_zone).toBe("America/Edmonton");
  });

  it("never half-writes a row when two tabs save at once: one save wins whole", async () => {
    const { id } = await create();
    for (let round = 0; round < 5; round++) {
      const saves = ["First", "Second"].map((tab) =>
        call("PATCH", `/api/v1/businesses/${id}`, owner, { name: `${tab} Tab Cafe`, city: `${tab} City` }),
      );
      expect((await Promise.all(saves)).map((r) => r.status)).toEqual([200, 200]);
      const row = await rowOf(id);
      expect([
        ["First Tab Cafe", "First City"],
        ["Second Tab Cafe", "Second City"],
      ]).toContainEqual([row?.name, row?.city]);
    }
  });

  it("keeps the tier while an application is pending or approved", async () => {
    const { id } = await create();
    await server.database.db
      .update(businesses)
      .set({ certificationTier: "Verified", certificationStatus: "approved", isVerified: true })
      .where(eq(businesses.id, id));
    const res = await call("PATCH", `/api/v1/businesses/${id}`, owner, { certification_tier: "Preferred" });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields.certification_tier).toMatch(/new certification application/);
    expect((await rowOf(id))?.certificationTier).toBe("Verified");
  });

  it("hides and shows a business in the public search", async () => {
    const { id } = await create(owner, { ...FORM, name: "Toggle Bakery" });
    expect((await call("PUT", `/api/v1/businesses/${id}/active`, other, { is_active: false })).status).toBe(
      403,
    );
    const off = await call("PUT", `/api/v1/businesses/${id}/active`, owner, { is_active: false });
    expect((await off.json()).is_active).toBe(false);
    expect(await searchNames("Toggle Bakery")).not.toContain("Toggle Bakery");
    expect((await server.api(`/api/v1/businesses/${id}`)).status).toBe(404);
    const on = await call("PUT", `/api/v1/businesses/${id}/active`, admin, { is_active: true });
    expect((await on.json()).is_active).toBe(true);
    expect(await searchNames("Toggle Bakery")).toContain("Toggle Bakery");
  });

  it("deletes for the owner or an admin only, with its analytics", async () => {
    const { id } = await create();
    await server.database.db
      .insert(analyticsDaily)
      .values({ businessId: id, day: "2026-11-20", kind: "profile_view" });
    expect((await call("DELETE", `/api/v1/businesses/${id}`, other)).status).toBe(403);
    expect(await rowOf(id)).toBeDefined();
    expect((await call("DELETE", `/api/v1/businesses/${id}`, admin)).status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    const left = await server.database.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.businessId, id));
    expect(left).toEqual([]);
  });

  it("opens a storefront from the wizard's fields: active, in the USA, social links only when filled", async () => {
    const res = await call("POST", "/api/v1/storefronts", owner, {
      name: "Kente Threads",
      description: "Hand-woven cloth.",
      category: "Retail",
      phone: "",
      social_media: { instagram: "https://instagram.com/kente", facebook: "" },
    });
    expect(res.status).toBe(201);
    const shop = await res.json();
    expect(shop).toMatchObject({
      is_active: true,
      country: "USA",
      category: "Retail & Shopping",
      category_slug: "retail-shopping",
      sub_category: "Retail",
      phone: null,
      social_media: { instagram: "https://instagram.com/kente" },
    });
    const missing = await call("POST", "/api/v1/storefronts", owner, { name: "K", description: "" });
    expect((await missing.json()).error.fields).toMatchObject({
      name: "Business name is required",
      description: "Description is required",
      category: "Category is required",
    });
    expect((await call("PATCH", `/api/v1/storefronts/${shop.id}`, other, { name: "Mine now" })).status).toBe(
      403,
    );
    const edited = await call("PATCH", `/api/v1/storefronts/${shop.id}`, owner, {
      website: "https://kente.example",
    });
    expect((await edited.json()).website).toBe("https://kente.example");
  });

  it("lists the owner's own businesses; an admin all of them, paginated and searchable", async () => {
    await create(other, { ...FORM, name: "Other Owner Diner" });
    const mine = await (await call("GET", "/api/v1/me/businesses?page_size=48", owner)).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((b: { is_mine: boolean }) => b.is_mine)).toBe(true);
    expect(mine.items.map((b: { name: string }) => b.name)).not.toContain("Other Owner Diner");
    expect(mine.items[0]).toHaveProperty("views_7d", 0);

    const theirs = await (await call("GET", "/api/v1/me/businesses?q=other%20owner", admin)).json();
    expect(theirs.items.map((b: { name: string }) => b.name)).toEqual(["Other Owner Diner"]);
    expect(theirs.items[0].is_mine).toBe(false);
    const adminOwn = await (await call("GET", "/api/v1/me/businesses?scope=mine", admin)).json();
    expect(adminOwn.items).toEqual([]);
    const otherSees = await (await call("GET", "/api/v1/me/businesses?scope=all", other)).json();
    expect(otherSees.items.map((b: { name: string }) => b.name)).toEqual(["Other Owner Diner"]);

    const page1 = await (await call("GET", "/api/v1/me/businesses?page_size=2", admin)).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.next).toBe(2);
    expect(page1.total).toBeGreaterThan(2);
    const page2 = await (await call("GET", "/api/v1/me/businesses?page_size=2&page=2", admin)).json();
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    expect((await call("GET", "/api/v1/me/businesses?page_size=500", admin)).status).toBe(400);
  });

  it("lists the owner's businesses needing certification or renewal", async () => {
    const paid = await create(other, { ...FORM, name: "Paid Tier Salon", certification_tier: "Certified" });
    const renew = await create(other, { ...FORM, name: "Renewing Salon" });
    await server.database.db
      .update(businesses)
      .set({
        certificationTier: "Verified",
        certificationStatus: "approved",
        isVerified: true,
        certificationExpiresAt: new Date(Date.now() + 5 * 86_400_000),
      })
      .where(eq(businesses.id, renew.id));
    const names = async (needs: string, cookie = other) =>
      (
        (await (await call("GET", `/api/v1/me/businesses?needs=${needs}`, cookie)).json()).items as {
          name: string;
        }[]
      ).map((b) => b.name);
    expect(await names("certification")).toEqual([paid.name]);
    expect(await names("renewal")).toEqual(["Renewing Salon"]);
    expect(await names("certification", admin)).toEqual([]);
  });
});
