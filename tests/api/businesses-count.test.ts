import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RANKED_CANDIDATES } from "~/server/services/search/ranked-rows";
import { EXACT_COUNT_CAP } from "~/server/services/search/search-businesses";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const COUNT = 1_205;

describe.each(engines())("business search totals on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.database.db.execute(sql`
      insert into businesses (name, city, category, category_slug, created_at)
      select 'Shop ' || g, 'Atlanta', case when g % 2 = 0 then 'Restaurant' else 'Hotel' end,
             case when g % 2 = 0 then 'restaurant' else 'hotel' end, now() - g * interval '1 minute'
      from generate_series(1, ${COUNT}) g`);
    await server.database.db.execute(sql`analyze businesses`);
  });
  afterAll(() => server.close());

  const search = async (query: string) => (await server.api(`/api/v1/businesses?${query}`)).json();

  it("estimates a total past the exact-count cap, never below it", async () => {
    const body = await search("limit=50");
    expect(body.items).toHaveLength(50);
    expect(body.next).toBe(2);
    expect(body.total).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(body.total).toBeGreaterThan(COUNT * 0.8);
    expect(body.total).toBeLessThan(COUNT * 1.2);
  });

  it("documents the cap the count applies", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    const cap = EXACT_COUNT_CAP.toLocaleString("en-US");
    expect(doc.paths["/businesses"].get.description).toContain(`exact up to ${cap} matches`);
  });

  it("counts exactly under the cap and on the last page", async () => {
    const last = await search("limit=50&page=25");
    expect(last.items).toHaveLength(5);
    expect(last).toMatchObject({ total: COUNT, next: null });
    expect((await search("keyword=shop%201200")).total).toBe(1);
    expect((await search("category=restaurant&limit=50")).total).toBe(602);
    // Sampled first (half the newest rows match), then counted exactly: under the cap.
    expect((await search("location=atlanta&category=restaurant&limit=3")).total).toBe(602);
  });

  it("reads a broad keyword or location match in the sort's order", async () => {
    const byNewest = await search("keyword=shop&sort=newest&limit=3");
    expect(byNewest.items.map((b: { name: string }) => b.name)).toEqual(["Shop 1", "Shop 2", "Shop 3"]);
    expect(byNewest.total).toBeGreaterThan(EXACT_COUNT_CAP);
    const typo = await search("keyword=shopp&sort=newest&limit=3");
    expect(typo.items.map((b: { name: string }) => b.name)).toEqual(["Shop 1", "Shop 2", "Shop 3"]);
    expect(typo.total).toBeGreaterThan(EXACT_COUNT_CAP);
    const byName = await search("location=atlanta&sort=name&limit=3&page=2");
    expect(byName.items.map((b: { name: string }) => b.name)).toEqual([
      "Shop 1000",
      "Shop 1001",
      "Shop 1002",
    ]);
    expect(byName.next).toBe(3);
  });

  it("estimates a broad location's or open-now total from the share among the newest rows", async () => {
    const atlanta = await search("location=atlanta&limit=3");
    expect(atlanta.total).toBeGreaterThan(COUNT * 0.9);
    expect(atlanta.total).toBeLessThan(COUNT * 1.1);
    const open = await search("open_now=true&limit=3");
    expect(open.total).toBeGreaterThan(COUNT * 0.9);
    expect(open.total).toBeLessThan(COUNT * 1.1);
  });

  it("answers deep pages in the sort's order, each row on exactly one page", async () => {
    const names = (body: { items: { name: string }[] }) => body.items.map((b) => b.name);
    // Shop g is g minutes old: newest first is Shop 1, 2, 3…
    expect(names(await search("limit=20&page=30"))).toEqual(
      Array.from({ length: 20 }, (_, i) => `Shop ${581 + i}`),
    );
    const last = await search("limit=20&page=61");
    expect(names(last)).toEqual(["Shop 1201", "Shop 1202", "Shop 1203", "Shop 1204", "Shop 1205"]);
    expect(last).toMatchObject({ total: COUNT, next: null });
    // By name ("Shop 1", "Shop 10", "Shop 100", "Shop 1000", …), across a page boundary deep in the list.
    const sorted = Array.from({ length: COUNT }, (_, i) => `Shop ${i + 1}`).sort();
    const pages = [await search("sort=name&limit=25&page=20"), await search("sort=name&limit=25&page=21")];
    expect(pages.flatMap(names)).toEqual(sorted.slice(475, 525));
    expect(pages[1]!.next).toBe(22);
  });

  it("ranks a narrow keyword and counts its matches exactly", async () => {
    const body = await search("keyword=shop%2012&limit=5");
    expect(body.total).toBe(17);
    expect(body.next).toBe(2);
  });

  it("ranks a broad keyword too, estimating its total past the ranked candidates", async () => {
    const body = await search("keyword=shop&limit=3");
    expect(body.total).toBeGreaterThan(RANKED_CANDIDATES);
    expect(body.total).toBeGreaterThan(COUNT * 0.8);
    expect(body.total).toBeLessThan(COUNT * 1.2);
    expect(body.next).toBe(2);
  });

  if (engine === "postgres") {
    it("searches without JIT compilation", async () => {
      const result = await server.database.db.execute(sql`select current_setting('jit') as jit`);
      expect((result as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe("off");
    });
  }
});
