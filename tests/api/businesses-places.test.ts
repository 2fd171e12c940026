import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq, inArray, isNull } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_CSV_HEADER } from "~/domain/businesses/business-csv";
import { BUSINESS_MESSAGES } from "~/domain/businesses/business-form-schema";
import { businesses } from "~/server/db/schema";
import { seedDemoData } from "~/server/db/seed/demo";
import { DEMO_BUSINESSES } from "~/server/db/seed/demo-businesses";
import { SAMPLE_BUSINESSES } from "~/server/db/seed/sample-businesses";
import { createLocalStorage } from "~/server/storage/local-storage";
import { settleJobs } from "../support/jobs";
import { type PageServer, startPageServer } from "../support/page-server";
import { createTestDatabase, engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";

/**
 * The gazetteer, read after the app's modules: its routes add OpenAPI details to schemas of the
 * places domain, which must not be made before the app's OpenAPI extension is loaded.
 */
const gazetteer = () => import("~/server/services/places/gazetteer");

/** The business form, in Atlanta (a US postcode the gazetteer knows). */
const FORM = {
  name: "Auburn Avenue Books",
  category: "Retail & Shopping",
  description: "Books by Black authors.",
  country: "United States",
  address: "214 Auburn Ave NE",
  city: "Atlanta",
  state: "GA",
  zip_code: "30303",
  phone: "(404) 555-0142",
  certification_tier: "Free",
};
/** Known points (degrees): the centre of Atlanta's 30303, of Harlem's 10027, of Lagos. */
const ATLANTA_30303 = { lat: 33.7525, lng: -84.3888 };
const HARLEM_10027 = { lat: 40.8116, lng: -73.955 };
const LAGOS = { lat: 6.4541, lng: 3.3947 };
/** A pin an owner drops a block away from the postcode's centre. */
const PIN = { lat: 33.7557, lng: -84.3763 };

/** Great-circle distance in kilometres. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

type Position = { lat: number; lng: number; placed_by: string };
type Location = { lat: number; lng: number; precision: string };
type Managed = {
  id: string;
  address: string | null;
  position: Position | null;
  unplaced: boolean;
  show_area_only: boolean;
  location: Location | null;
};

describe.each(engines())("placing businesses on the map on %s", (engine) => {
  let server: TestServer;
  let pages: PageServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@places.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "places.test"));
    pages = await startPageServer(server);
  }, 60_000);
  afterAll(async () => {
    await pages?.close();
    await server?.close();
  });

  const call = (method: string, url: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, url, cookie, body);
  async function create(body: Record<string, unknown> = {}, cookie = owner): Promise<Managed> {
    const res = await call("POST", "/api/v1/businesses", cookie, { ...FORM, ...body });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  }
  async function patch(id: string, body: unknown, cookie = owner): Promise<Managed> {
    const res = await call("PATCH", `/api/v1/businesses/${id}`, cookie, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  }
  const read = async (id: string, cookie = "") =>
    (await call("GET", `/api/v1/businesses/${id}`, cookie)).json();
  const rowOf = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

  it("places a US address by its postcode's centroid, for the owner and the public alike", async () => {
    const created = await create();
    expect(created.position).toMatchObject({ placed_by: "postcode" });
    expect(km(created.position!, ATLANTA_30303)).toBeLessThan(1);
    expect(created).toMatchObject({ unplaced: false, show_area_only: false, address: "214 Auburn Ave NE" });
    expect(created.location).toEqual({
      lat: created.position!.lat,
      lng: created.position!.lng,
      precision: "exact",
    });
    const seen = await read(created.id);
    expect(seen.location).toEqual(created.location);
    expect(seen.address).toBe("214 Auburn Ave NE");
    // The public answer says nothing of how it was placed, and has no owner's fields.
    expect(seen).not.toHaveProperty("position");
    expect(seen).not.toHaveProperty("show_area_only");
    const row = await rowOf(created.id);
    expect(row).toMatchObject({
      placedBy: "postcode",
      areaLatitude: row.latitude,
      areaLongitude: row.longitude,
    });
  });

  it("places an address outside the postcode lists by its city in its region and country", async () => {
    const created = await create({
      name: "Lagos Lens Studio",
      country: "Nigeria",
      address: "23 Admiralty Way",
      city: "Lagos",
      state: "Lagos",
      zip_code: "101233",
    });
    expect(created.position).toMatchObject({ placed_by: "city" });
    expect(km(created.position!, LAGOS)).toBeLessThan(15);
  });

  it("leaves an address the gazetteer cannot place unplaced, and says so only to its owner", async () => {
    const created = await create({
      name: "Nowhere Shop",
      address: "1 Qzxv Wkjh Road",
      city: "Xqzvbnmw",
      state: "Qqq",
      zip_code: "00000",
      country: "Nigeria",
    });
    expect(created).toMatchObject({ position: null, unplaced: true, location: null });
    const row = await rowOf(created.id);
    expect([row.latitude, row.longitude, row.areaLatitude, row.areaLongitude, row.placedBy]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect((await read(created.id)).location).toBeNull();
    expect(await read(created.id)).not.toHaveProperty("unplaced");
  });

  it("places the businesses saved before places existed, in the background, once the server starts", async () => {
    const older = await create({ name: "Sweet Auburn Bakery" });
    const pinned = await create({ name: "Pinned Before Places", pin: PIN });
    const nowhere = await create({
      name: "Nowhere Else",
      country: "Nigeria",
      city: "Xqzvbnmw",
      state: "Qqq",
      zip_code: "00000",
    });
    // As migration 0033 left them: no point at all.
    await server.database.db
      .update(businesses)
      .set({ latitude: null, longitude: null, areaLatitude: null, areaLongitude: null, placedBy: null })
      .where(inArray(businesses.id, [older.id, pinned.id]));
    expect((await read(older.id)).location).toBeNull();

    const { queuePlacingOfUnplacedBusinesses } = await import(
      "~/server/services/businesses/place-unplaced-businesses"
    );
    expect(await queuePlacingOfUnplacedBusinesses(server.runtime)).toBe(true);
    await settleJobs(server.database);
    const placed = await read(older.id);
    expect(km(placed.location, ATLANTA_30303)).toBeLessThan(1);
    expect((await rowOf(older.id)).placedBy).toBe("postcode");
    // A pin dropped before places could not be kept: the business is at its postcode now.
    expect((await rowOf(pinned.id)).placedBy).toBe("postcode");
    expect((await rowOf(nowhere.id)).placedBy).toBeNull();
  });

  it("puts a business at its owner's pin until its address changes without one", async () => {
    const created = await create({ name: "Pinned Books", pin: PIN });
    expect(created.position).toEqual({ ...PIN, placed_by: "owner" });
    expect(created.location).toEqual({ ...PIN, precision: "exact" });
    // The area is still the address's, for the day it shows only its area.
    const row = await rowOf(created.id);
    expect(km({ lat: row.areaLatitude!, lng: row.areaLongitude! }, ATLANTA_30303)).toBeLessThan(1);

    // An edit that does not move it keeps the pin: another field, or the same address sent again.
    expect((await patch(created.id, { description: "Now with a café." })).position).toEqual({
      ...PIN,
      placed_by: "owner",
    });
    const { name: _name, ...sameAddress } = FORM;
    expect((await patch(created.id, sameAddress)).position).toEqual({ ...PIN, placed_by: "owner" });

    // A new address without a pin: placed again from the gazetteer (the old pin would be wrong).
    const moved = await patch(created.id, {
      address: "2090 Adam Clayton Powell Jr Blvd",
      city: "New York",
      state: "NY",
      zip_code: "10027",
    });
    expect(moved.position).toMatchObject({ placed_by: "postcode" });
    expect(km(moved.position!, HARLEM_10027)).toBeLessThan(1);

    // A new address with a pin in the same request: the pin.
    const pinnedAgain = await patch(created.id, { ...FORM, pin: PIN });
    expect(pinnedAgain.position).toEqual({ ...PIN, placed_by: "owner" });
    // A new pin alone moves it; null takes the pin away, back to the address's point.
    const nudged = { lat: 33.756, lng: -84.377 };
    expect((await patch(created.id, { pin: nudged })).position).toEqual({ ...nudged, placed_by: "owner" });
    const cleared = await patch(created.id, { pin: null });
    expect(cleared.position).toMatchObject({ placed_by: "postcode" });
    expect(km(cleared.position!, ATLANTA_30303)).toBeLessThan(1);
  });

  it("lets an admin move another owner's pin, and refuses anyone else", async () => {
    const created = await create({ name: "Admin Moved Books" });
    const byAdmin = await patch(created.id, { pin: PIN }, admin);
    expect(byAdmin.position).toEqual({ ...PIN, placed_by: "owner" });
    const refused = await call("PATCH", `/api/v1/businesses/${created.id}`, other, {
      pin: { lat: 1, lng: 1 },
    });
    expect(refused.status).toBe(403);
    expect((await rowOf(created.id)).latitude).toBe(PIN.lat);
  });

  it("refuses a pin off the globe with the error shape, and changes nothing", async () => {
    const created = await create({ name: "Steady Books" });
    const before = await rowOf(created.id);
    for (const [pin, field, message] of [
      [{ lat: 200, lng: 0 }, "pin.lat", BUSINESS_MESSAGES.latitude],
      [{ lat: 0, lng: -181 }, "pin.lng", BUSINESS_MESSAGES.longitude],
      [{ lat: "north", lng: 0 }, "pin.lat", BUSINESS_MESSAGES.latitude],
      [{ lat: 1, lng: 2, alt: 3 }, "pin.alt", undefined],
    ] as const) {
      const res = await call("PATCH", `/api/v1/businesses/${created.id}`, owner, { pin, city: "Decatur" });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe("validation");
      expect(Object.keys(error.fields)).toEqual([field]);
      if (message) expect(error.fields[field]).toBe(message);
    }
    expect(await rowOf(created.id)).toEqual(before);
    const refused = await call("POST", "/api/v1/businesses", owner, {
      ...FORM,
      name: "Off Globe",
      pin: { lat: 200, lng: 0 },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ "pin.lat": BUSINESS_MESSAGES.latitude });
    const stored = await server.database.db.select().from(businesses).where(eq(businesses.name, "Off Globe"));
    expect(stored).toHaveLength(0);
  });

  it("places a storefront from the wizard's optional address, pin and area-only choice", async () => {
    const res = await call("POST", "/api/v1/storefronts", owner, {
      name: "Kente Corner",
      description: "Hand-woven cloth.",
      category: "Retail",
      city: "Atlanta",
      state: "GA",
      zip_code: "30303",
      show_area_only: true,
    });
    expect(res.status).toBe(201);
    const created: Managed = await res.json();
    expect(created).toMatchObject({
      show_area_only: true,
      unplaced: false,
      position: { placed_by: "postcode" },
    });
    const none = await (
      await call("POST", "/api/v1/storefronts", owner, {
        name: "No Address",
        description: "x",
        category: "Retail",
      })
    ).json();
    expect(none).toMatchObject({ unplaced: true, position: null, location: null });
    const pinned = await call("PATCH", `/api/v1/storefronts/${none.id}`, owner, { pin: PIN });
    expect(await pinned.json()).toMatchObject({ unplaced: false, position: { ...PIN, placed_by: "owner" } });
  });

  describe("a business that shows only its area", () => {
    const STREET = "41 Hidden Magnolia Court";
    const NAME = "Magnolia Home Kitchen";
    let id: string;

    beforeAll(async () => {
      // At home, its own pin dropped on the house: neither is public.
      const created = await create({ name: NAME, address: STREET, pin: PIN, show_area_only: true });
      id = created.id;
    });

    it("answers the public its area's centroid as a point of precision 'area', without the street address", async () => {
      const seen = await read(id);
      expect(seen.address).toBeNull();
      expect(seen.location.precision).toBe("area");
      expect(km(seen.location, ATLANTA_30303)).toBeLessThan(1);
      expect(JSON.stringify(seen)).not.toContain(STREET);
      expect(JSON.stringify(seen)).not.toContain(String(PIN.lng));
      // Another signed-in user is the public too.
      expect(JSON.stringify(await read(id, other))).not.toContain(STREET);
    });

    it("shows its owner and admins the street address and the pin", async () => {
      for (const cookie of [owner, admin]) {
        const seen = await read(id, cookie);
        expect(seen).toMatchObject({
          address: STREET,
          show_area_only: true,
          position: { ...PIN, placed_by: "owner" },
          location: { precision: "area" },
        });
      }
      const mine = await (
        await call("GET", `/api/v1/me/businesses?q=${encodeURIComponent(NAME)}`, owner)
      ).json();
      expect(mine.items[0]).toMatchObject({ address: STREET, show_area_only: true });
    });

    it("keeps the street address out of search results", async () => {
      for (const query of [`keyword=${encodeURIComponent(NAME)}`, "location=Atlanta&sort=name"]) {
        const res = await call("GET", `/api/v1/businesses?${query}`, owner);
        const found = await res.json();
        const item = found.items.find((b: { id: string }) => b.id === id);
        expect(item, query).toMatchObject({ address: null, location: { precision: "area" } });
        expect(JSON.stringify(found)).not.toContain(STREET);
      }
    });

    it("is not found by its street's words, only by its area's", async () => {
      const ids = async (location: string) =>
        (
          (await (await call("GET", `/api/v1/businesses?location=${location}&limit=50`, other)).json())
            .items as { id: string }[]
        ).map((b) => b.id);
      expect(await ids("Magnolia")).not.toContain(id);
      expect(await ids("Hidden%20Magnolia")).not.toContain(id);
      expect(await ids("Atlanta")).toContain(id);
      expect(await ids("30303")).toContain(id);
      // A business that shows its street is still found by it.
      const shown = await create({ name: "Open Door Books", address: "9 Magnolia Row" });
      expect(await ids("Magnolia")).toContain(shown.id);
    });

    it("keeps the street address and its point out of the CSV download", async () => {
      const res = await server.api(`/api/v1/businesses.csv?keyword=${encodeURIComponent(NAME)}`);
      const text = await res.text();
      expect(text).not.toContain(STREET);
      const [header, ...rows] = parse(text, { bom: true }) as string[][];
      expect(header).toEqual([...BUSINESS_CSV_HEADER]);
      const row = rows.find((r) => r[0] === NAME)!;
      expect(row.slice(-2)).toEqual(["", ""]);
    });

    it("keeps the street address out of the page, its loader data and its JSON-LD, whose geo is the area", async () => {
      const html = await (await fetch(`${pages.url}/business/${id}`)).text();
      expect(html).toContain(NAME);
      expect(html).not.toContain(STREET);
      const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
      expect(ld.address.streetAddress).toBeUndefined();
      expect(ld.geo["@type"]).toBe("GeoCoordinates");
      expect(km({ lat: ld.geo.latitude, lng: ld.geo.longitude }, ATLANTA_30303)).toBeLessThan(1);
      const data = await (await fetch(`${pages.url}/business/${id}.data`)).text();
      expect(data).toContain(NAME);
      expect(data).not.toContain(STREET);
      // Its owner's page shows it (not kept for others: a signed-in page is rendered afresh).
      const own = await (await fetch(`${pages.url}/business/${id}`, { headers: { cookie: owner } })).text();
      expect(own).toContain(STREET);
      expect(
        JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(own)![1]!).address
          .streetAddress,
      ).toBeUndefined();
      // And the public page again, after the owner's visit.
      expect(await (await fetch(`${pages.url}/business/${id}`)).text()).not.toContain(STREET);
    });

    it("keeps the street address out of the sitemap", async () => {
      const sitemap = await (await fetch(`${pages.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/business/${id}`);
      expect(sitemap).not.toContain(STREET);
    });

    it("shows the street address again once the owner says so", async () => {
      await patch(id, { show_area_only: false });
      const seen = await read(id);
      expect(seen).toMatchObject({ address: STREET, location: { ...PIN, precision: "exact" } });
      await patch(id, { show_area_only: true });
      expect((await read(id)).address).toBeNull();
    });
  });

  it("places a business within a few milliseconds of the write", async () => {
    await create({ name: "Warm Up" });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await create({ name: `Timed ${i}` });
      times.push(performance.now() - started);
    }
    const { placeAddress } = await gazetteer();
    const started = performance.now();
    for (let i = 0; i < 1000; i++)
      await placeAddress({ zipCode: "30303", city: "Atlanta", state: "GA", country: "USA" });
    const placing = (performance.now() - started) / 1000;
    console.info(
      `create ${Math.min(...times).toFixed(1)} ms (fastest of 5); placing alone ${placing.toFixed(3)} ms`,
    );
    expect(placing).toBeLessThan(1);
  });
});

describe.each(engines())("the demo data on the map on %s", (engine) => {
  // The whole demo seed and the gazetteer's first load: seconds alone, a minute on a busy machine.
  it("places every demo and sample business, one of them by its area only", async () => {
    const database = await createTestDatabase(engine);
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-places-demo-"));
    try {
      const storage = createLocalStorage({ root: filesDir, secret: "demo-test-secret-0123456789abcdef" });
      const { placeAddress } = await gazetteer();
      await seedDemoData(database.db, pino({ level: "silent" }), storage, { place: placeAddress });
      const rows = await database.db.select().from(businesses);
      expect(rows).toHaveLength(DEMO_BUSINESSES.length + SAMPLE_BUSINESSES.length);
      const unplaced = await database.db
        .select({ name: businesses.name })
        .from(businesses)
        .where(isNull(businesses.mapLatitude));
      expect(unplaced).toEqual([]);
      expect(new Set(rows.map((r) => r.country)).size).toBe(13);
      const home = rows.filter((r) => r.showAreaOnly);
      expect(home.map((r) => r.name)).toEqual(["Shea Butter Naturals"]);
      expect(home[0]).toMatchObject({ mapLatitude: home[0]!.areaLatitude });
    } finally {
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  }, 90_000);
});
