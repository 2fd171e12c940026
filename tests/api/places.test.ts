import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

type Place = { label: string; lat: number; lng: number; countryCode: string; kind: "postcode" | "city" };

describe.each(engines())("GET /api/v1/places on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const places = (q: string) => server.api(`/api/v1/places?q=${encodeURIComponent(q)}`);

  it("suggests places for what was typed, bigger first, publicly cacheable", async () => {
    const res = await places("Atl");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const body = (await res.json()) as { places: Place[] };
    expect(body.places.length).toBeGreaterThan(1);
    expect(body.places.length).toBeLessThanOrEqual(8);
    expect(body.places[0]).toEqual({
      label: "Atlanta, GA, United States",
      lat: expect.closeTo(33.749, 1),
      lng: expect.closeTo(-84.388, 1),
      countryCode: "US",
      kind: "city",
    });
    for (const place of body.places) expect(place.label.toLowerCase()).toMatch(/^atl/);
  });

  it("suggests Atlanta for a typo", async () => {
    const body = (await (await places("Atlnta")).json()) as { places: Place[] };
    expect(body.places[0]?.label).toBe("Atlanta, GA, United States");
  });

  it("suggests postcodes and places in other countries", async () => {
    const zips = (await (await places("30303")).json()) as { places: Place[] };
    expect(zips.places).toEqual([expect.objectContaining({ label: "30303, Atlanta, GA", kind: "postcode" })]);
    const toronto = (await (await places("M5V 2T6")).json()) as { places: Place[] };
    expect(toronto.places[0]).toMatchObject({
      label: "M5V, Toronto, ON",
      countryCode: "CA",
      kind: "postcode",
    });
    const lagos = (await (await places("Lagos")).json()) as { places: Place[] };
    expect(lagos.places[0]).toMatchObject({ label: "Lagos, Nigeria", countryCode: "NG" });
    const decatur = (await (await places("Decatur, Georgia")).json()) as { places: Place[] };
    expect(decatur.places[0]?.label).toBe("Decatur, GA, United States");
  });

  it("answers an empty list, not an error, for a 50-character nonsense place", async () => {
    const nonsense = "qzxv kwpl mnbt rrrq zzyx plok hhgf vvbn wqqe tyyuu";
    expect(nonsense).toHaveLength(50);
    const res = await places(nonsense);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ places: [] });
  });

  it.each([
    ["missing", "/api/v1/places"],
    ["empty", "/api/v1/places?q="],
    ["blank", "/api/v1/places?q=%20%20%20"],
    ["too long", `/api/v1/places?q=${"a".repeat(101)}`],
    ["with a NUL", "/api/v1/places?q=At%00lanta"],
  ])("refuses a %s q with 400 in the error shape", async (_case, path) => {
    const res = await server.api(path);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({
      error: { code: "validation", message: expect.any(String), fields: { q: expect.any(String) } },
    });
  });

  it("is documented in the OpenAPI description", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    const get = doc.paths["/places"].get;
    expect(get.parameters).toEqual([expect.objectContaining({ name: "q", in: "query", required: true })]);
    expect(Object.keys(get.responses)).toEqual(["200", "400"]);
    expect(doc.components.schemas.PlaceSuggestion.required).toEqual([
      "label",
      "lat",
      "lng",
      "countryCode",
      "kind",
    ]);
  });
});
