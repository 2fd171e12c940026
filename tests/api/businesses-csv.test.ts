import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_CSV_HEADER, CSV_EXPORTS_PER_HOUR, csvCapLine } from "~/domain/businesses/business-csv";
import { businesses, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

const CAP = 3;
const DAY = 86_400_000;
const expires = new Date(Date.now() + 200 * DAY);

describe.each(engines())("directory CSV download on %s", (engine) => {
  let server: TestServer;
  let downloads = 0;

  async function download(query = "") {
    downloads++;
    return server.api(`/api/v1/businesses.csv${query}`);
  }

  async function rowsOf(query = ""): Promise<string[][]> {
    const res = await download(query);
    expect(res.status).toBe(200);
    return parse(await res.text(), { bom: true, relax_column_count: true });
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { CSV_EXPORT_MAX_ROWS: String(CAP) });
    const { db } = server.database;
    await db.insert(users).values({ id: "csv-owner", name: "Owner", email: "csv-owner@example.com" });
    const base = { ownerId: "csv-owner", category: "Catering", categorySlug: "catering", country: "USA" };
    await db.insert(businesses).values([
      {
        ...base,
        name: '"Mama\'s" Kitchen, Catering & Events',
        city: "Atlanta",
        state: "GA",
        phone: "+1 404 555 0100",
        email: "hello@mamas.example",
        website: "https://mamas.example",
        isVerified: true,
        certificationTier: "Certified",
        certificationStatus: "approved",
        certificationExpiresAt: expires,
        certificateNumber: "UJ-2026-000123",
        latitude: 33.7557,
        longitude: -84.3763,
        areaLatitude: 33.7525,
        areaLongitude: -84.3888,
        placedBy: "owner",
        createdAt: new Date(Date.now() - 3 * DAY),
      },
      {
        ...base,
        name: "Two Lines\nCatering",
        city: "Detroit, Midtown",
        state: "MI",
        createdAt: new Date(Date.now() - 2 * DAY),
      },
      {
        ...base,
        name: '=HYPERLINK("https://evil.example","Click")',
        city: "@Oakland",
        state: "-CA",
        createdAt: new Date(Date.now() - 1 * DAY),
      },
      {
        ownerId: "csv-owner",
        name: "Corner Books",
        category: "Retail",
        categorySlug: "retail",
        country: "USA",
      },
    ]);
  });
  afterAll(() => server.close());

  it("answers a dated CSV attachment in RFC 4180 (CRLF, doubled quotes) that a CSV parser reads back exactly", async () => {
    const res = await download("?category=catering&sort=name");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ujamaa-businesses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe(BUSINESS_CSV_HEADER.join(","));
    expect(text).toContain('"""Mama\'s"" Kitchen, Catering & Events"');

    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...BUSINESS_CSV_HEADER]);
    expect(rows.map((r) => r[0])).toEqual([
      '"Mama\'s" Kitchen, Catering & Events',
      '\'=HYPERLINK("https://evil.example","Click")',
      "Two Lines\nCatering",
    ]);
    const byName = Object.fromEntries(
      rows.map((r) => [r[0], Object.fromEntries(header!.map((h, i) => [h, r[i]]))]),
    );
    expect(byName['"Mama\'s" Kitchen, Catering & Events']).toEqual({
      Name: '"Mama\'s" Kitchen, Catering & Events',
      Category: "Catering",
      Tier: "Certified",
      "Certification status": "Valid",
      "Certification expires": expires.toISOString().slice(0, 10),
      "Certificate number": "UJ-2026-000123",
      "Verify URL": `${server.url}/verify/UJ-2026-000123`,
      City: "Atlanta",
      State: "GA",
      Country: "USA",
      Phone: "'+1 404 555 0100",
      Email: "hello@mamas.example",
      Website: "https://mamas.example",
      // No procurement profile: no codes, no areas.
      "NAICS codes": "",
      "Service areas": "",
      "Other certifications": "",
      // Its own point: a negative longitude is a number, not a formula, and keeps its sign.
      Latitude: "33.7557",
      Longitude: "-84.3763",
    });
    const evil = rows.find((r) => r[0]!.startsWith("'="))!;
    expect(evil.slice(7, 9)).toEqual(["'@Oakland", "'-CA"]);
    const twoLines = rows.find((r) => r[0] === "Two Lines\nCatering")!;
    expect(twoLines.slice(2, 8)).toEqual(["Free", "Not certified", "", "", "", "Detroit, Midtown"]);
    // Not placed: no point.
    expect(twoLines.slice(-2)).toEqual(["", ""]);
  });

  it("takes the search's filters and sort, so it holds what the directory shows", async () => {
    const search = await (await server.api("/api/v1/businesses?keyword=catering&sort=newest")).json();
    const rows = await rowsOf("?keyword=catering&sort=newest");
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      search.items.map((b: { name: string }) => (b.name.startsWith("=") ? `'${b.name}` : b.name)),
    );
    expect(await rowsOf("?tier=Certified")).toHaveLength(2);
    expect(await rowsOf("?country=ZZ")).toEqual([[...BUSINESS_CSV_HEADER]]);
  });

  it("stops at the configured cap and says so on the last line, only when more matched", async () => {
    const all = await rowsOf("?sort=name");
    expect(all).toHaveLength(1 + CAP + 1);
    expect(all.at(-1)).toEqual([csvCapLine(CAP)]);
    const exactlyCap = await rowsOf("?category=catering");
    expect(exactlyCap).toHaveLength(1 + CAP);
    expect(exactlyCap.flat()).not.toContain(csvCapLine(CAP));
  });

  it("refuses bad filters with the search's errors, without counting them", async () => {
    const res = await server.api("/api/v1/businesses.csv?sort=cheapest");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("validation");
  });

  it(`allows ${CSV_EXPORTS_PER_HOUR} downloads an hour per address, then answers 429 with Retry-After`, async () => {
    while (downloads < CSV_EXPORTS_PER_HOUR) expect((await download()).status).toBe(200);
    const refused = await download();
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await refused.json()).error).toEqual({
      code: "rate_limited",
      message: expect.stringContaining(`You can download ${CSV_EXPORTS_PER_HOUR} lists an hour`),
    });
  });
});
