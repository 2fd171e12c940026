import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

// The relevance test set: fixed businesses and the ones each query must put in its top 3. Exact name
// first, then names holding the words, then category and description; among equally good matches the
// higher verified tier first; a one-letter typo of a name still finds it. Kept green across changes to
// how ranking is computed (docs/performance.md).

type Row = {
  name: string;
  category: string;
  sub?: string;
  description?: string;
  tier?: "Verified" | "Certified" | "Preferred";
};

const DAY = 86_400_000;
// Listed oldest first: later rows are newer, so "newest first" never explains a passing expectation.
const ROWS: Row[] = [
  { name: "Soul Food Kitchen", category: "Restaurant", sub: "Soul Food" },
  { name: "Harlem Soul Kitchen", category: "Restaurant", sub: "Soul Food", tier: "Certified" },
  { name: "Soulful Sounds Records", category: "Retail", sub: "Music" },
  { name: "Sweet Auburn Bakery", category: "Restaurant", sub: "Bakery", tier: "Verified" },
  { name: "Auburn Avenue Books", category: "Retail", sub: "Bookstore" },
  { name: "Crown & Glory Barbershop", category: "Beauty", sub: "Barber" },
  { name: "Glory Days Fitness", category: "Health & Fitness", sub: "Gym" },
  { name: "Serengeti Tours", category: "Travel", sub: "Safari" },
  { name: "Serengeti Coffee House", category: "Restaurant", sub: "Cafe", tier: "Preferred" },
  { name: "Kente Cloth Boutique", category: "Retail", sub: "Clothing" },
  { name: "Mama Africa Restaurant", category: "Restaurant", sub: "African" },
  { name: "Detroit Tech Solutions", category: "Technology", sub: "IT Services" },
  {
    name: "Tech Sisters Academy",
    category: "Education",
    sub: "Coding",
    description: "Software courses for girls",
  },
  { name: "Lagos Lounge", category: "Restaurant", sub: "Nigerian" },
  { name: "Nubian Skin Care", category: "Beauty", sub: "Skincare" },
  { name: "Queens Braids", category: "Beauty", sub: "Hair Salon", tier: "Verified" },
  {
    name: "Jollof Express",
    category: "Restaurant",
    sub: "West African",
    description: "The best jollof rice in town",
  },
  { name: "Brooklyn Braids", category: "Beauty", sub: "Hair Salon" },
  // Newest: matches the common words only in their descriptions.
  { name: "Kitchen Table Catering", category: "Catering", description: "Soul food and jollof for weddings" },
  {
    name: "Corner Market",
    category: "Retail",
    sub: "Grocery",
    description: "Bakery bread, kente prints and tech gadgets",
  },
];

/** `top`: the businesses that must fill the first places (in any order, unless `ordered`); `first`: only top[0] must lead. */
const CASES: { query: string; top: string[]; first?: boolean; ordered?: boolean; description?: boolean }[] = [
  { query: "Soul Food Kitchen", top: ["Soul Food Kitchen"], first: true },
  { query: "harlem soul kitchen", top: ["Harlem Soul Kitchen"], first: true },
  { query: "Mama Africa", top: ["Mama Africa Restaurant"], first: true },
  { query: "kente", top: ["Kente Cloth Boutique"], first: true, description: true },
  { query: "coffee", top: ["Serengeti Coffee House"], first: true },
  { query: "skin care", top: ["Nubian Skin Care"], first: true },
  { query: "bakery", top: ["Sweet Auburn Bakery"], first: true, description: true },
  { query: "soul", top: ["Soul Food Kitchen", "Harlem Soul Kitchen", "Soulful Sounds Records"] },
  { query: "kitchen", top: ["Soul Food Kitchen", "Harlem Soul Kitchen", "Kitchen Table Catering"] },
  { query: "auburn", top: ["Sweet Auburn Bakery", "Auburn Avenue Books"] },
  { query: "glory", top: ["Crown & Glory Barbershop", "Glory Days Fitness"] },
  { query: "tech", top: ["Detroit Tech Solutions", "Tech Sisters Academy"], description: true },
  { query: "nigerian", top: ["Lagos Lounge"], first: true },
  { query: "jollof rice", top: ["Jollof Express"], first: true, description: true },
  { query: "software", top: ["Tech Sisters Academy"], first: true, description: true },
  // Equally good matches (name word and category the same): the verified one first, though older.
  { query: "braids", top: ["Queens Braids", "Brooklyn Braids"], ordered: true },
  { query: "soul food", top: ["Harlem Soul Kitchen", "Soul Food Kitchen"] },
  // One letter off a name.
  { query: "serengti", top: ["Serengeti Tours", "Serengeti Coffee House"] },
  { query: "barbrshop", top: ["Crown & Glory Barbershop"], first: true },
  { query: "jolof express", top: ["Jollof Express"], first: true },
  // Typos as search engines forgive them (1 from 5 letters, 2 from 9), of every kind, anywhere in the word.
  { query: "nbian", top: ["Nubian Skin Care"], first: true }, // a letter missing at the start
  { query: "nubin", top: ["Nubian Skin Care"], first: true }, // …near the end
  { query: "detrit", top: ["Detroit Tech Solutions"], first: true }, // …in the middle
  { query: "detriot", top: ["Detroit Tech Solutions"], first: true }, // two neighbours swapped, in the middle
  { query: "edtroit", top: ["Detroit Tech Solutions"], first: true }, // …at the start
  { query: "ffitness", top: ["Glory Days Fitness"], first: true }, // a letter too many at the start
  { query: "bakerry", top: ["Sweet Auburn Bakery"], first: true }, // …in the middle
  { query: "boutiquee", top: ["Kente Cloth Boutique"], first: true }, // …at the end
  { query: "wueens", top: ["Queens Braids"], first: true }, // another letter at the start
  { query: "brooklin", top: ["Brooklyn Braids"], first: true }, // …near the end
  { query: "restuarnt", top: ["Mama Africa Restaurant"], first: true }, // two typos in a long word
  { query: "serrengetti", top: ["Serengeti Tours", "Serengeti Coffee House"] }, // two letters too many
  { query: "babrershp", top: ["Crown & Glory Barbershop"], first: true }, // two: a swap and a letter missing
];

describe.each(engines())("search relevance on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { db } = server.database;
    await db.insert(users).values({ id: "relevance-owner", name: "Owner", email: "relevance@example.com" });
    const start = Date.now() - ROWS.length * DAY;
    await db.insert(businesses).values(
      ROWS.map((row, i) => ({
        ownerId: "relevance-owner",
        name: row.name,
        category: row.category,
        categorySlug: row.category.toLowerCase().replace(/[^a-z]+/g, "-"),
        subCategory: row.sub ?? null,
        description: row.description ?? null,
        country: "USA",
        createdAt: new Date(start + i * DAY),
        ...(row.tier
          ? {
              isVerified: true,
              certificationTier: row.tier,
              certificationStatus: "approved" as const,
              certificationExpiresAt: new Date(Date.now() + 300 * DAY),
            }
          : {}),
      })),
    );
  });
  afterAll(() => server.close());

  async function top3(query: string, description: boolean): Promise<string[]> {
    const params = new URLSearchParams({ keyword: query, limit: "3" });
    if (description) params.set("include_description", "true");
    const res = await server.api(`/api/v1/businesses?${params}`);
    expect(res.status).toBe(200);
    return (await res.json()).items.map((b: { name: string }) => b.name);
  }

  it.each(CASES)("$query → $top", async ({ query, top, first, ordered, description = false }) => {
    const found = await top3(query, description);
    if (first) expect(found[0]).toBe(top[0]);
    else if (ordered) expect(found.slice(0, top.length)).toEqual(top);
    else expect(found.slice(0, top.length).sort()).toEqual([...top].sort());
  });
});
