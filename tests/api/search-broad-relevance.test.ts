import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, users } from "~/server/db/schema";
import { RANKED_CANDIDATES } from "~/server/services/search/ranked-rows";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

// A keyword broader than the ranked candidates (decision 048): ranking reads only a bounded set of
// matches, yet the business named exactly the keyword and the higher tiers still lead, and paging
// on shows every match exactly once.

const MINUTE = 60_000;
const SHOPS = RANKED_CANDIDATES + 100;

describe.each(engines())("broad keyword relevance on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { db } = server.database;
    await db.insert(users).values({ id: "broad-owner", name: "Owner", email: "broad@example.com" });
    const base = { ownerId: "broad-owner", country: "USA" };
    // Stored first, so the first matches any index or scan yields are these Free shops, newest first.
    await db.insert(businesses).values(
      Array.from({ length: SHOPS }, (_, i) => ({
        ...base,
        name: `Soul Shop ${i + 1}`,
        category: "Retail",
        categorySlug: "retail",
        createdAt: new Date(Date.now() - (i + 1) * MINUTE),
      })),
    );
    // Stored last: reached only through the candidates a broad keyword adds.
    await db.insert(businesses).values([
      {
        ...base,
        name: "Soulmate Preferred Goods",
        category: "Retail",
        categorySlug: "retail",
        createdAt: new Date(Date.now() - 400 * 24 * 60 * MINUTE),
        isVerified: true,
        certificationTier: "Preferred",
        certificationStatus: "approved",
        certificationExpiresAt: new Date(Date.now() + 300 * 24 * 60 * MINUTE),
      },
      {
        ...base,
        name: "Soul",
        category: "Restaurant",
        categorySlug: "restaurant",
        subCategory: "Soul Food",
        createdAt: new Date(Date.now() - 500 * 24 * 60 * MINUTE),
      },
    ]);
  });
  afterAll(() => server.close());

  const search = async (query: Record<string, string>) => {
    const res = await server.api(`/api/v1/businesses?${new URLSearchParams(query)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { items: { name: string }[]; total: number; next: number | null };
  };

  it("puts the exact name first and the higher tier ahead of equal matches", async () => {
    const page = await search({ keyword: "soul", limit: "3" });
    expect(page.items.map((b) => b.name)).toEqual(["Soul", "Soulmate Preferred Goods", "Soul Shop 1"]);
    expect(page.total).toBeGreaterThan(RANKED_CANDIDATES);
    expect(page.next).toBe(2);
  });

  it("shows every match exactly once across the pages", async () => {
    const seen: string[] = [];
    for (let page = 1; page < 20; page++) {
      const body = await search({ keyword: "soul", limit: "50", page: String(page) });
      seen.push(...body.items.map((b) => b.name));
      if (body.next === null) break;
    }
    expect(seen).toHaveLength(SHOPS + 2);
    expect(new Set(seen).size).toBe(SHOPS + 2);
  });

  it("keeps the higher tier ahead among a broad typo's equal matches", async () => {
    const page = await search({ keyword: "soull", limit: "2" });
    expect(page.items[0]?.name).toBe("Soulmate Preferred Goods");
  });
});
