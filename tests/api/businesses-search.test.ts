import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessSearchSchema } from "~/domain/search/search-params";
import { businesses } from "~/server/db/schema";
import { searchBusinesses } from "~/server/services/search/search-businesses";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { NOW, OWNER_ID, SHORT, seedDirectory } from "./businesses-fixture";

type Page = { items: { id: string; name: string }[]; total: number; next: number | null };

describe.each(engines())("business search API on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedDirectory(server.database.db);
  });
  afterAll(() => server.close());

  async function search(query: Record<string, string>): Promise<Page> {
    const res = await server.api(`/api/v1/businesses?${new URLSearchParams(query)}`);
    expect(res.status).toBe(200);
    return res.json();
  }
  const names = async (query: Record<string, string>) =>
    (await search(query)).items.map((b) => SHORT[b.name] ?? b.name);

  it("lists active businesses only, newest first, with total and next", async () => {
    const page = await search({});
    expect(page.items.map((b) => SHORT[b.name])).toEqual([
      "harlem",
      "bakery",
      "toronto",
      "crown",
      "deals",
      "books",
      "lagos",
    ]);
    expect(page.total).toBe(7);
    expect(page.next).toBeNull();
  });

  it("does not name owners: a user id is not public data", async () => {
    const page = await search({ keyword: "harlem" });
    expect(page.items[0]).not.toHaveProperty("owner_id");
    expect(JSON.stringify(page)).not.toContain(OWNER_ID);
    const one = await server.api(`/api/v1/businesses/${page.items[0]!.id}`);
    expect(await one.text()).not.toContain(OWNER_ID);
  });

  it("pages with limit and next", async () => {
    const first = await search({ limit: "3" });
    expect(first.items.map((b) => SHORT[b.name])).toEqual(["harlem", "bakery", "toronto"]);
    expect(first).toMatchObject({ total: 7, next: 2 });
    const last = await search({ limit: "3", page: "3" });
    expect(last.items.map((b) => SHORT[b.name])).toEqual(["lagos"]);
    expect(last).toMatchObject({ total: 7, next: null });
    expect(await search({ limit: "3", page: "9" })).toMatchObject({ items: [], next: null });
  });

  it("matches the keyword case-insensitively on name, category and sub category", async () => {
    expect(await names({ keyword: "KITCHEN" })).toEqual(["harlem"]);
    expect(await names({ keyword: "soul food" })).toEqual(["harlem"]);
    expect(await names({ keyword: "bakery" })).toEqual(["bakery"]);
    expect(await names({ keyword: "barber" })).toEqual(["crown"]);
    expect((await names({ keyword: "restaurant" })).sort()).toEqual(["bakery", "harlem", "lagos"]);
  });

  it("matches partial words and typos", async () => {
    expect(await names({ keyword: "harl" })).toEqual(["harlem"]);
    expect(await names({ keyword: "Harlm" })).toEqual(["harlem"]);
    expect(await names({ keyword: "toronot tech" })).toContain("toronto");
    expect(await names({ keyword: "zzyzx" })).toEqual([]);
  });

  it("finds a renamed business by a typo of its new name", async () => {
    const { db } = server.database;
    await db
      .update(businesses)
      .set({ name: "Zanzibari Night Lounge" })
      .where(eq(businesses.name, "Lagos Night Lounge"));
    try {
      expect(await names({ keyword: "zanzibri" })).toEqual(["Zanzibari Night Lounge"]);
      expect(await names({ keyword: "zanzibri lounge" })).toEqual(["Zanzibari Night Lounge"]);
    } finally {
      await db
        .update(businesses)
        .set({ name: "Lagos Night Lounge" })
        .where(eq(businesses.name, "Zanzibari Night Lounge"));
    }
  });

  it("searches the description only when asked (directory)", async () => {
    expect(await names({ keyword: "pastries" })).toEqual([]);
    expect(await names({ keyword: "pastries", include_description: "true" })).toEqual(["bakery"]);
  });

  it("ranks the best match first with the relevance sort", async () => {
    const page = await names({ keyword: "soul kitchen restaurant" });
    expect(page[0]).toBe("harlem");
  });

  it("treats %, _, \\, quotes and SQL in a keyword literally", async () => {
    expect(await names({ keyword: "%" })).toEqual(["deals"]);
    expect(await names({ keyword: "50%" })).toEqual(["deals"]);
    expect(await names({ keyword: "_" })).toEqual(["books"]);
    expect(await names({ keyword: "\\" })).toEqual(["books"]);
    expect(await names({ keyword: "o'neil" })).toEqual(["books"]);
    expect(await names({ keyword: "'; drop table businesses; --" })).toEqual([]);
    expect(await names({ keyword: '" or 1=1 --' })).toEqual([]);
    expect(await names({ location: "%" })).toEqual([]);
    expect((await search({})).total).toBe(7);
  });

  it("filters by location over city, state, address and zip code", async () => {
    expect((await names({ location: "atlanta" })).sort()).toEqual(["bakery", "deals"]);
    expect(await names({ location: "30303" })).toEqual(["bakery"]);
    expect(await names({ location: "lenox" })).toEqual(["harlem"]);
    expect(await names({ location: "IL" })).toEqual(["books"]);
  });

  it("matches whole words of city, state or address, a state by its code or its name, and postcodes by prefix", async () => {
    const { db } = server.database;
    const added = await db
      .insert(businesses)
      .values([
        {
          name: "Fremont Neon Diner",
          category: "Restaurant",
          city: "Las Vegas",
          state: "NV",
          zipCode: "89101",
        },
        {
          name: "Old Fourth Ward Books",
          category: "Retail & Shopping",
          address: "640 North Ave NE",
          city: "Atlanta",
          state: "Georgia",
          zipCode: "30312-1234",
        },
        { name: "Queen City Tailors", category: "Retail & Shopping", city: "Charlotte", state: "NC" },
        { name: "Tar Heel Press", category: "Retail & Shopping", city: "Durham", state: "North Carolina" },
      ])
      .returning({ id: businesses.id });
    const sorted = async (location: string) => (await names({ location })).sort();
    try {
      // "ga" is inside "Vegas", not one of its words; the state written out is found by its code.
      expect(await sorted("GA")).toEqual(["Old Fourth Ward Books", "bakery", "deals"]);
      expect(await sorted("ga")).toEqual(["Old Fourth Ward Books", "bakery", "deals"]);
      expect(await sorted("Georgia")).toEqual(["Old Fourth Ward Books", "bakery", "deals"]);
      expect(await sorted("Atlanta, GA")).toEqual(["Old Fourth Ward Books", "bakery", "deals"]);
      expect(await sorted("Atlanta Georgia")).toEqual(["Old Fourth Ward Books", "bakery", "deals"]);
      expect(await sorted("NC")).toEqual(["Queen City Tailors", "Tar Heel Press"]);
      expect(await sorted("north carolina")).toEqual(["Queen City Tailors", "Tar Heel Press"]);
      expect(await sorted("Las Vegas, NV")).toEqual(["Fremont Neon Diner"]);
      expect(await sorted("vegas")).toEqual(["Fremont Neon Diner"]);
      // A part of a word is not a word.
      expect(await sorted("atl")).toEqual([]);
      expect(await sorted("egas")).toEqual([]);
      // Postcodes by their start, with or without the ZIP+4 part.
      expect(await sorted("30312")).toEqual(["Old Fourth Ward Books"]);
      expect(await sorted("3031")).toEqual(["Old Fourth Ward Books"]);
      expect(await sorted("30312-1234")).toEqual(["Old Fourth Ward Books"]);
      expect(await sorted("303")).toEqual(["Old Fourth Ward Books", "bakery"]);
      expect(await sorted("Atlanta 30303")).toEqual(["bakery"]);
      // Address words still count ("North" here is part of the address, not a state).
      expect(await sorted("north ave")).toEqual(["Old Fourth Ward Books"]);
    } finally {
      for (const { id } of added) await db.delete(businesses).where(eq(businesses.id, id));
    }
  });

  it("finds words with or without their accents, however either side wrote them", async () => {
    const { db } = server.database;
    const added = await db
      .insert(businesses)
      .values([
        { name: "Café Soleil", category: "Restaurant", city: "Dakar" },
        { name: "Cafe Lumière", category: "Restaurant", city: "Médina", state: "Dakar" },
        { name: "Médina Tailors", category: "Retail & Shopping", city: "Dakar" },
        { name: "Medina Grocers", category: "Retail & Shopping", city: "Dakar" },
      ])
      .returning({ id: businesses.id });
    const sorted = async (query: Record<string, string>) => (await names(query)).sort();
    try {
      expect(await sorted({ keyword: "cafe" })).toEqual(["Cafe Lumière", "Café Soleil"]);
      expect(await sorted({ keyword: "café" })).toEqual(["Cafe Lumière", "Café Soleil"]);
      expect(await sorted({ keyword: "CAFÉ" })).toEqual(["Cafe Lumière", "Café Soleil"]);
      expect(await sorted({ keyword: "medina" })).toEqual(["Medina Grocers", "Médina Tailors"]);
      expect(await sorted({ keyword: "médina" })).toEqual(["Medina Grocers", "Médina Tailors"]);
      expect(await names({ keyword: "cafe lumiere" })).toEqual(["Cafe Lumière"]);
      // A place by its words, accents or not.
      expect(await names({ location: "medina" })).toEqual(["Cafe Lumière"]);
      expect(await names({ location: "Médina, Dakar" })).toEqual(["Cafe Lumière"]);
      expect(await names({ keyword: "cafe", location: "medina" })).toEqual(["Cafe Lumière"]);
      // A typo and an accent in one word, or in two.
      expect(await sorted({ keyword: "médinna" })).toEqual(["Medina Grocers", "Médina Tailors"]);
      expect(await names({ keyword: "cafe soliel" })).toEqual(["Café Soleil"]);
    } finally {
      for (const { id } of added) await db.delete(businesses).where(eq(businesses.id, id));
    }
  });

  it("filters by exact category, case-insensitive, by title or slug", async () => {
    expect(await names({ category: "restaurant" })).toEqual(["harlem", "bakery", "lagos"]);
    expect(await names({ category: "RESTAURANT" })).toEqual(["harlem", "bakery", "lagos"]);
    expect(await names({ category: "Beauty & Barber" })).toEqual(["crown"]);
    expect(await names({ category: "beauty-barber" })).toEqual(["crown"]);
    expect(await names({ category: "Resta" })).toEqual([]);
    expect(await names({ category: "Spaceships" })).toEqual([]);
  });

  it("filters by the tab's part before &", async () => {
    expect(await names({ tab: "beauty-barber" })).toEqual(["crown"]);
    expect(await names({ tab: "Retail & Shopping" })).toEqual(["deals", "books"]);
    expect((await search({ tab: "all" })).total).toBe(7);
  });

  it("filters by country code or name; an unknown country finds nothing", async () => {
    expect(await names({ country: "CA" })).toEqual(["toronto"]);
    expect(await names({ country: "Canada" })).toEqual(["toronto"]);
    expect(await names({ country: "United States" })).toEqual(["harlem", "bakery", "deals", "books"]);
    expect(await names({ country: "US" })).toEqual(["harlem", "bakery", "deals", "books"]);
    expect(await names({ country: "United Kingdom" })).toEqual(["crown"]);
    expect(await names({ country: "Narnia" })).toEqual([]);
    expect(await names({ category: "restaurant", country: "Nigeria" })).toEqual(["lagos"]);
  });

  it("filters by tier as the business counts now; an unknown tier finds nothing", async () => {
    expect(await names({ tier: "Preferred" })).toEqual(["harlem"]);
    expect(await names({ tier: "Certified" })).toEqual(["bakery", "lagos"]);
    expect(await names({ tier: "Verified" })).toEqual(["toronto"]);
    expect(await names({ tier: "Free" })).toEqual(["crown", "deals", "books"]);
    expect(await names({ tier: "Gold" })).toEqual([]);
  });

  it("sorts by rating with review count breaking ties, unrated last", async () => {
    expect(await names({ sort: "rating" })).toEqual([
      "toronto",
      "harlem",
      "deals",
      "bakery",
      "lagos",
      "books",
      "crown",
    ]);
  });

  it("sorts by name", async () => {
    expect(await names({ sort: "name" })).toEqual([
      "deals",
      "crown",
      "harlem",
      "lagos",
      "books",
      "bakery",
      "toronto",
    ]);
  });

  it("sorts by tier (Preferred, Certified, Verified, Free; then rating, reviews); expired counts as Free", async () => {
    expect(await names({ sort: "tier" })).toEqual([
      "harlem",
      "bakery",
      "lagos",
      "toronto",
      "deals",
      "books",
      "crown",
    ]);
  });

  it("pages the tier order without gaps or repeats", async () => {
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await search({ sort: "tier", limit: "2", page: String(page) });
      pages.push(...body.items.map((b) => SHORT[b.name]!));
      expect(body.next).toBe(page < 4 ? page + 1 : null);
    }
    expect(pages).toEqual(["harlem", "bakery", "lagos", "toronto", "deals", "books", "crown"]);
  });

  it("combines the tier sort with filters", async () => {
    expect(await names({ sort: "tier", location: "atlanta" })).toEqual(["bakery", "deals"]);
    expect(await names({ sort: "tier", keyword: "restaurant" })).toEqual(["harlem", "bakery", "lagos"]);
  });

  it("sorts newest explicitly, also with a keyword", async () => {
    expect(await names({ keyword: "restaurant", sort: "newest" })).toEqual(["harlem", "bakery", "lagos"]);
  });

  it("filters open now over HTTP: no hours is open, a business closed every day is not", async () => {
    const open = await names({ open_now: "true" });
    expect(open).toEqual(expect.arrayContaining(["bakery", "toronto", "deals", "books"]));
    expect(open).not.toContain("crown");
  });

  it("computes open now in each business's time zone at a given instant", async () => {
    const openAt = async (iso: string) =>
      (
        await searchBusinesses(
          { ...server.runtime, now: () => new Date(iso) },
          businessSearchSchema.parse({ open_now: "true", sort: "name" }),
        )
      ).items.map((b) => SHORT[b.name]);
    // Monday 10:00 in New York, 16:00 in Lagos, 15:00 in London (Monday closed).
    expect(await openAt(NOW.toISOString())).toEqual(["deals", "harlem", "books", "bakery", "toronto"]);
    // Tuesday 01:30 in Lagos (Monday's overnight hours), Monday 19:30 in New York.
    expect(await openAt("2026-11-24T00:30:00Z")).toEqual(["deals", "lagos", "books", "bakery", "toronto"]);
    // Tuesday 02:30 in Lagos: the night is over.
    expect(await openAt("2026-11-24T01:30:00Z")).not.toContain("lagos");
  });

  it("refuses a business time zone the database cannot convert to, so open now keeps working", async () => {
    const db = server.database.db;
    const add = (timeZone: string) =>
      db
        .insert(businesses)
        .values({ name: `Zone ${timeZone}`, category: "Retail", timeZone, isActive: false });
    await expect(add("Mars/Olympus_Mons")).rejects.toThrow();
    await expect(add("")).rejects.toThrow();
    await add("Africa/Lagos");
    await db.delete(businesses).where(eq(businesses.name, "Zone Africa/Lagos"));
    expect((await search({ open_now: "true" })).total).toBeGreaterThan(0);
  });

  it("never shows an inactive business", async () => {
    expect(await names({ keyword: "closed cafe" })).toEqual([]);
    expect(await names({ location: "atlanta", category: "restaurant" })).toEqual(["bakery"]);
  });

  it.each([
    [{ limit: "51" }, "limit"],
    [{ limit: "0" }, "limit"],
    [{ page: "0" }, "page"],
    [{ keyword: "x".repeat(201) }, "keyword"],
    [{ sort: "price" }, "sort"],
    [{ open_now: "yes" }, "open_now"],
  ])("rejects %o with a field error and changes nothing", async (query, field) => {
    const res = await server.api(`/api/v1/businesses?${new URLSearchParams(query)}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation");
    expect(body.error.fields[field]).toBeTruthy();
  });

  it("still holds every row after the hostile keywords", async () => {
    const count = await server.database.db.$count(businesses);
    expect(count).toBe(8);
  });

  it("documents the routes in the OpenAPI document", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/businesses", "/businesses/{id}", "/businesses/{id}/events"]),
    );
  });
});
