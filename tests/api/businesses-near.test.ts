import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "~/server/db/schema";
import { EXACT_COUNT_CAP } from "~/server/services/search/search-businesses";
import { loadResults } from "~/web/features/search/results/load-results.server";
import { DIRECTORY_PAGE, LISTING_PAGE } from "~/web/features/search/search-pages";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import {
  ATLANTA,
  LAGOS,
  NEAR_POINTS,
  NEAR_SHORT,
  type Point,
  seedManyAroundAtlanta,
  seedPlacedDirectory,
} from "./businesses-near-fixture";

type Item = { id: string; name: string; address: string | null; distance_km: number | null };
type Page = {
  items: Item[];
  total: number;
  next: number | null;
  place: {
    label: string | null;
    lat: number;
    lng: number;
    country_code: string | null;
    radius_km: number | null;
  } | null;
  distance_unit: "mi" | "km" | null;
};

/** The great-circle distance on the mean sphere (haversine), written here independently of the app. */
function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** A 50-character place that no gazetteer knows. */
const NONSENSE = "Qwxzv Plorth Bnnk Trazzle Mornt Vexq Zzyzx Ulpqrst";
const NOT_FOUND = `We could not find "${NONSENSE}". Try a city and state, or a postcode.`;
const TWENTY_FIVE_MILES_KM = 40.234;

describe.each(engines())("business search near a place on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedPlacedDirectory(server.database.db);
  });
  afterAll(() => server?.close());

  async function search(query: Record<string, string>): Promise<Page> {
    const res = await server.api(`/api/v1/businesses?${new URLSearchParams(query)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  }
  const names = async (query: Record<string, string>) =>
    (await search(query)).items.map((b) => NEAR_SHORT[b.name] ?? b.name);
  const nearAtlanta = { near: "Atlanta, GA" };

  it("finds what is within 25 miles of a US place, nearest first, each with its distance in the place's unit", async () => {
    const page = await search(nearAtlanta);
    expect(page.items.map((b) => NEAR_SHORT[b.name])).toEqual(["auburn", "homeBaker", "decatur", "marietta"]);
    expect(page).toMatchObject({ total: 4, next: null, distance_unit: "mi" });
    expect(page.place).toMatchObject({ country_code: "US", radius_km: TWENTY_FIVE_MILES_KM });
    expect(page.place?.label).toMatch(/^Atlanta/);
    expect(haversineKm(page.place!, ATLANTA)).toBeLessThan(0.5);
    for (const item of page.items) {
      // Measured from the public point: an area-only business's area, never where it is.
      const expected = haversineKm(page.place!, NEAR_POINTS[NEAR_SHORT[item.name]!]!);
      expect(Math.abs(item.distance_km! - expected) / expected).toBeLessThan(0.005);
    }
    const baker = page.items.find((b) => NEAR_SHORT[b.name] === "homeBaker")!;
    expect(baker.address).toBeNull();
  });

  it("leaves out what is beyond the radius, inactive or not placed, though a text search finds the unplaced one", async () => {
    const near = await names(nearAtlanta);
    expect(near).not.toContain("athens");
    expect(near).not.toContain("unplaced");
    expect(near).not.toContain("closedGrill");
    expect(await names({ ...nearAtlanta, radius: "150" })).toEqual([
      "auburn",
      "homeBaker",
      "decatur",
      "marietta",
      "athens",
    ]);
    expect(await names({ ...nearAtlanta, radius: "5" })).toEqual(["auburn", "homeBaker"]);
    expect(await names({ location: "atlanta" })).toContain("unplaced");
    expect(await names({ near: "30303" })).toEqual(["auburn", "homeBaker", "decatur", "marietta"]);
  });

  it("takes a radius in miles with unit=mi, and answers in kilometres with unit=km", async () => {
    const miles = await search({ ...nearAtlanta, radius: "3", unit: "mi" });
    expect(miles.items.map((b) => NEAR_SHORT[b.name])).toEqual(["auburn", "homeBaker"]);
    expect(miles).toMatchObject({ distance_unit: "mi", place: { radius_km: 4.828 } });
    const km = await search({ ...nearAtlanta, unit: "km" });
    expect(km).toMatchObject({ distance_unit: "km", place: { radius_km: 40 } });
  });

  it("combines a place with a keyword", async () => {
    expect(await names({ ...nearAtlanta, keyword: "soul" })).toEqual(["auburn"]);
    expect(await names({ ...nearAtlanta, keyword: "soul", radius: "150" })).toEqual(["auburn", "athens"]);
    expect(await names({ ...nearAtlanta, keyword: "barbr" })).toEqual(["decatur"]);
    expect(await names({ ...nearAtlanta, keyword: "jollof" })).toEqual([]);
  });

  it("combines a place with a category", async () => {
    expect(await names({ ...nearAtlanta, category: "restaurant" })).toEqual(["auburn", "homeBaker"]);
    expect(await names({ ...nearAtlanta, category: "Beauty & Barber" })).toEqual(["decatur"]);
  });

  it("combines a place with a country", async () => {
    expect(await names({ ...nearAtlanta, country: "US" })).toEqual([
      "auburn",
      "homeBaker",
      "decatur",
      "marietta",
    ]);
    expect(await search({ ...nearAtlanta, country: "Nigeria" })).toMatchObject({ items: [], total: 0 });
    expect(await names({ near: "Lagos", country: "NG" })).toEqual(["lagos", "ikeja"]);
  });

  it("combines a place with a tier", async () => {
    expect(await names({ ...nearAtlanta, tier: "Preferred" })).toEqual(["auburn"]);
    expect(await names({ ...nearAtlanta, tier: "Certified" })).toEqual(["homeBaker"]);
    expect(await names({ ...nearAtlanta, tier: "Free" })).toEqual(["decatur", "marietta"]);
  });

  it("combines a place with open now", async () => {
    expect(await names({ ...nearAtlanta, open_now: "true" })).toEqual(["auburn", "homeBaker", "decatur"]);
  });

  it("searches around a position with a radius, its unit from the nearest business's country", async () => {
    const page = await search({ lat: String(LAGOS.lat), lng: String(LAGOS.lng), radius: "20" });
    expect(page.items.map((b) => NEAR_SHORT[b.name])).toEqual(["lagos", "ikeja"]);
    expect(page).toMatchObject({
      distance_unit: "km",
      place: { label: null, country_code: "NG", radius_km: 20 },
    });
    const ikeja = page.items[1]!;
    const expected = haversineKm(LAGOS, NEAR_POINTS.ikeja!);
    expect(Math.abs(ikeja.distance_km! - expected) / expected).toBeLessThan(0.005);
    expect(await names({ lat: String(LAGOS.lat), lng: String(LAGOS.lng), radius: "5" })).toEqual(["lagos"]);
    const us = await search({ lat: String(ATLANTA.lat), lng: String(ATLANTA.lng) });
    expect(us).toMatchObject({
      distance_unit: "mi",
      place: { country_code: "US", radius_km: TWENTY_FIVE_MILES_KM },
    });
    expect(us.items.map((b) => NEAR_SHORT[b.name])).toEqual(["auburn", "homeBaker", "decatur", "marietta"]);
  });

  it("searches a map's view alone (newest first, no distances), and with a keyword", async () => {
    const view = { bbox: "-84.6,33.6,-84.2,34.0" };
    const page = await search(view);
    expect(page.items.map((b) => NEAR_SHORT[b.name])).toEqual(["auburn", "decatur", "marietta", "homeBaker"]);
    expect(page).toMatchObject({ total: 4, place: null, distance_unit: null });
    expect(page.items.every((b) => b.distance_km === null)).toBe(true);
    expect(await names({ ...view, keyword: "barber" })).toEqual(["decatur"]);
    expect(await names({ ...view, keyword: "soul" })).toEqual(["auburn"]);
    expect(await names({ bbox: "3.0,6.0,4.0,7.0" })).toEqual(["lagos", "ikeja"]);
    expect(await names({ bbox: "-1,51,1,52", category: "restaurant" })).toEqual(["brixton"]);
  });

  it("searches a map's view around a place: the view bounds it, the place still orders and measures", async () => {
    const page = await search({ ...nearAtlanta, bbox: "-84.45,33.70,-84.25,33.80" });
    expect(page.items.map((b) => NEAR_SHORT[b.name])).toEqual(["auburn", "homeBaker", "decatur"]);
    expect(page.place?.radius_km).toBeNull();
    expect(page.items.every((b) => b.distance_km !== null)).toBe(true);
  });

  it("sorts by another order when asked, still with each distance", async () => {
    const page = await search({ ...nearAtlanta, sort: "name" });
    expect(page.items.map((b) => NEAR_SHORT[b.name])).toEqual(["auburn", "decatur", "homeBaker", "marietta"]);
    expect(page.items.every((b) => b.distance_km !== null && b.distance_km > 0)).toBe(true);
    expect(await names({ ...nearAtlanta, sort: "newest" })).toEqual([
      "auburn",
      "decatur",
      "marietta",
      "homeBaker",
    ]);
    expect(await names({ ...nearAtlanta, sort: "tier" })).toEqual([
      "auburn",
      "homeBaker",
      "decatur",
      "marietta",
    ]);
    expect(await names({ ...nearAtlanta, keyword: "restaurant", sort: "relevance" })).toEqual(
      expect.arrayContaining(["auburn", "homeBaker"]),
    );
    expect(await names({ ...nearAtlanta, sort: "distance" })).toEqual([
      "auburn",
      "homeBaker",
      "decatur",
      "marietta",
    ]);
  });

  it("pages to the end in distance order", async () => {
    const query = { lat: "20", lng: "-40", radius: "500" };
    expect((await search(query)).total).toBe(0);
    const all = await search({ ...nearAtlanta, radius: "500" });
    expect(all.items.length).toBe(5);
    const seen: string[] = [];
    let page: number | null = 1;
    while (page !== null) {
      const answer: Page = await search({ ...nearAtlanta, radius: "500", limit: "2", page: String(page) });
      expect(answer.total).toBe(5);
      seen.push(...answer.items.map((b) => b.id));
      page = answer.next;
    }
    expect(seen).toEqual(all.items.map((b) => b.id));
  });

  it.each([
    [{ near: "x".repeat(101) }, "near"],
    [{ near: "Atlanta", radius: "0" }, "radius"],
    [{ near: "Atlanta", radius: "-3" }, "radius"],
    [{ near: "Atlanta", radius: "501" }, "radius"],
    [{ near: "Atlanta", radius: "far" }, "radius"],
    [{ near: "Atlanta", radius: "320", unit: "mi" }, "radius"],
    [{ near: "Atlanta", unit: "miles" }, "unit"],
    [{ radius: "10" }, "radius"],
    [{ lat: "91", lng: "0" }, "lat"],
    [{ lat: "10", lng: "181" }, "lng"],
    [{ lat: "10" }, "lng"],
    [{ lat: "north", lng: "1" }, "lat"],
    [{ near: "Atlanta", lat: "1", lng: "1" }, "near"],
    [{ bbox: "1,2,3" }, "bbox"],
    [{ bbox: "a,b,c,d" }, "bbox"],
    [{ bbox: "170,-10,-170,10" }, "bbox"],
    [{ bbox: "0,10,1,5" }, "bbox"],
    [{ bbox: "0,0,200,1" }, "bbox"],
    [{ sort: "distance" }, "sort"],
  ])("refuses %o with a 400 in the error shape naming %s", async (query, field) => {
    const res = await server.api(`/api/v1/businesses?${new URLSearchParams(query)}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation");
    expect(typeof body.error.message).toBe("string");
    expect(body.error.fields[field]).toBeTruthy();
  });

  it("says a view across the 180th meridian is not supported", async () => {
    const res = await server.api(`/api/v1/businesses?bbox=170,-10,-170,10`);
    expect((await res.json()).error.fields.bbox).toMatch(/180th meridian/);
  });

  it("answers a 50-character nonsense place with 404 'not found', in the error shape", async () => {
    expect(NONSENSE).toHaveLength(50);
    const res = await server.api(
      `/api/v1/businesses?${new URLSearchParams({ near: NONSENSE, keyword: "soul" })}`,
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: NOT_FOUND } });
    const csv = await server.api(`/api/v1/businesses.csv?${new URLSearchParams({ near: NONSENSE })}`);
    expect(csv.status).toBe(404);
  });

  it("gives the pages the not-found message with an empty list, and orders the directory by distance around a place", async () => {
    const load = (page: typeof LISTING_PAGE, query: Record<string, string>) =>
      loadResults(server.runtime, page, new URLSearchParams(query));
    const unknown = await load(LISTING_PAGE, { near: NONSENSE });
    expect(unknown).toMatchObject({ status: "ok", items: [], total: 0, notice: NOT_FOUND });
    const listing = await load(LISTING_PAGE, { near: "Atlanta, GA", category: "restaurant" });
    expect(listing).toMatchObject({ status: "ok", distance_unit: "mi" });
    if (listing.status !== "ok") throw new Error("expected results");
    expect(listing.items.map((b) => NEAR_SHORT[b.name])).toEqual(["auburn", "homeBaker"]);
    const directory = await load(DIRECTORY_PAGE, { near: "Atlanta, GA" });
    if (directory.status !== "ok") throw new Error("expected results");
    expect(directory.search.sort).toBeUndefined();
    expect(directory.items.map((b) => NEAR_SHORT[b.name])).toEqual([
      "auburn",
      "homeBaker",
      "decatur",
      "marietta",
    ]);
    const tiers = await load(DIRECTORY_PAGE, {});
    expect(tiers.search.sort).toBe("tier");
    expect((await load(DIRECTORY_PAGE, { near: NONSENSE })).status === "ok").toBe(true);
  });

  it("exports a search near a place in distance order", async () => {
    const res = await server.api(`/api/v1/businesses.csv?${new URLSearchParams(nearAtlanta)}`);
    expect(res.status).toBe(200);
    const [, ...rows] = parse(await res.text(), { bom: true }) as string[][];
    expect(rows.map((r) => NEAR_SHORT[r[0]!])).toEqual(["auburn", "homeBaker", "decatur", "marietta"]);
  });

  it("documents every new parameter and field in the OpenAPI document", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    const get = doc.paths["/businesses"].get;
    const params = Object.fromEntries(
      get.parameters.map((p: { name: string; description?: string }) => [p.name, p.description]),
    );
    for (const name of ["near", "lat", "lng", "radius", "unit", "bbox", "sort"])
      expect(params[name]).toBeTruthy();
    const answer = JSON.stringify(get.responses["200"]);
    for (const field of ["distance_km", "distance_unit", "place", "radius_km"])
      expect(answer).toContain(field);
    expect(get.responses["404"]).toBeTruthy();
    expect(JSON.stringify(doc.paths["/businesses"].get.parameters)).toContain("distance");
  });
});

describe.each(engines())("business search near a place with many matches on %s", (engine) => {
  let server: TestServer;
  const GRID = 1_200;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedPlacedDirectory(server.database.db);
    await seedManyAroundAtlanta(server.database.db, GRID);
  });
  afterAll(() => server?.close());

  it("reads nearest first to the last page, each business once, equally distant ones across pages too", async () => {
    const seen = new Set<string>();
    let last = 0;
    let page: number | null = 1;
    let first: Page | undefined;
    while (page !== null) {
      const res = await server.api(
        `/api/v1/businesses?${new URLSearchParams({ near: "Atlanta, GA", limit: "50", page: String(page) })}`,
      );
      expect(res.status).toBe(200);
      const answer: Page = await res.json();
      first ??= answer;
      for (const item of answer.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
        expect(item.distance_km!).toBeGreaterThanOrEqual(last);
        last = item.distance_km!;
      }
      page = answer.next;
    }
    // The grid and the four placed businesses within 25 miles of Atlanta.
    expect(seen.size).toBe(GRID + 4);
    expect(first!.total).toBeGreaterThan(1_000);
  });

  it("combines many matches with a keyword and another sort", async () => {
    const soul = await (
      await server.api(`/api/v1/businesses?${new URLSearchParams({ near: "Atlanta, GA", keyword: "soul" })}`)
    ).json();
    expect(soul.items.map((b: Item) => NEAR_SHORT[b.name])).toEqual(["auburn"]);
    const named = await (
      await server.api(
        `/api/v1/businesses?${new URLSearchParams({ near: "Atlanta, GA", sort: "name", limit: "3" })}`,
      )
    ).json();
    expect(named.items.map((b: Item) => b.name)).toEqual([
      "Auburn Soul Kitchen",
      "Decatur Barber Lounge",
      "Grid Diner 1",
    ]);
  });
});

describe.each(engines())("business search in a crowded area on %s", (engine) => {
  let server: TestServer;
  const GRID = 5_400;
  const SOUL_FROM = 2_701;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedPlacedDirectory(server.database.db);
    await server.database.db.insert(businesses).values({
      name: "Sundiata Grill",
      category: "Restaurant",
      city: "Atlanta",
      state: "GA",
      latitude: 33.76,
      longitude: -84.4,
      placedBy: "city",
      createdAt: new Date(Date.now() - 90 * 86_400_000),
    });
    await seedManyAroundAtlanta(server.database.db, GRID, SOUL_FROM);
  });
  afterAll(() => server?.close());

  const search = async (query: Record<string, string>): Promise<Page> => {
    const res = await server.api(`/api/v1/businesses?${new URLSearchParams(query)}`);
    expect(res.status).toBe(200);
    return res.json();
  };

  it("finds a rare name in a crowded area, counted exactly", async () => {
    const page = await search({ near: "Atlanta, GA", keyword: "sundiata" });
    expect(page.items.map((b) => b.name)).toEqual(["Sundiata Grill"]);
    expect(page.total).toBe(1);
  });

  it("reads a keyword common in the area but not among its newest businesses nearest first", async () => {
    const page = await search({ near: "Atlanta, GA", keyword: "soul", limit: "50" });
    expect(page.items).toHaveLength(50);
    expect(page.items.every((b) => /soul/i.test(b.name))).toBe(true);
    const distances = page.items.map((b) => b.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // 2,700 bars and the kitchen: past the cap, an estimate.
    expect(page.total).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(page.total).toBeLessThan(4_000);
    expect(page.next).toBe(2);
  });

  it("reads the whole crowded area nearest first, with its sampled total", async () => {
    const page = await search({ near: "Atlanta, GA" });
    const distances = page.items.map((b) => b.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.total).toBeGreaterThan(EXACT_COUNT_CAP);
  });
});
