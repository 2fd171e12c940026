import { describe, expect, it } from "vitest";
import { COUNTRIES } from "~/domain/places/countries";
import { greatCircleKm } from "~/domain/places/distance";
import type { LatLng } from "~/domain/places/placement";
import { PLACES } from "~/server/db/seed/bulk-words";
import { DEMO_BUSINESSES } from "~/server/db/seed/demo-businesses";
import { SAMPLE_BUSINESSES } from "~/server/db/seed/sample-businesses";
import { findPlace, placeAddress, suggestPlaces } from "./gazetteer";

const near = (place: LatLng | null | undefined, lat: number, lng: number, km = 25) => {
  expect(place).toBeTruthy();
  expect(greatCircleKm(place!, { lat, lng })).toBeLessThan(km);
};

describe("placeAddress", () => {
  it("places a US address at its ZIP code's centroid", async () => {
    const placed = await placeAddress({ zipCode: "30303", city: "Atlanta", state: "GA", country: "USA" });
    expect(placed?.placedBy).toBe("postcode");
    near(placed, 33.7525, -84.3888, 2);
    const plus4 = await placeAddress({
      zipCode: "30303-1234",
      city: null,
      state: null,
      country: "United States",
    });
    expect(plus4).toEqual(placed);
  });

  it("places a Canadian address at its postal code's forward sortation area", async () => {
    const placed = await placeAddress({
      zipCode: "M5V 2T6",
      city: "Toronto",
      state: "ON",
      country: "Canada",
    });
    expect(placed?.placedBy).toBe("postcode");
    near(placed, 43.6426, -79.3871, 5);
  });

  it("falls back to the city when the postcode is unknown, foreign to the country, or in another state", async () => {
    const unknown = await placeAddress({ zipCode: "00000", city: "Atlanta", state: "GA", country: "USA" });
    expect(unknown?.placedBy).toBe("city");
    near(unknown, 33.749, -84.388, 5);
    // A Kenyan postcode is no US ZIP code.
    const kenya = await placeAddress({
      zipCode: "00100",
      city: "Nairobi",
      state: "Nairobi",
      country: "Kenya",
    });
    expect(kenya?.placedBy).toBe("city");
    near(kenya, -1.2921, 36.8219);
    // 97201 is Portland, Oregon: an address in Maine with it is placed by its city.
    const wrongState = await placeAddress({
      zipCode: "97201",
      city: "Portland",
      state: "ME",
      country: "USA",
    });
    expect(wrongState?.placedBy).toBe("city");
    near(wrongState, 43.6591, -70.2568, 10);
  });

  it("tells cities of one name apart by their state or province, by code or by name", async () => {
    near(await placeAddress({ city: "Portland", state: "OR", country: "USA" }), 45.5152, -122.6784, 10);
    near(await placeAddress({ city: "Portland", state: "ME", country: "USA" }), 43.6591, -70.2568, 10);
    near(await placeAddress({ city: "Portland", state: "Maine", country: "USA" }), 43.6591, -70.2568, 10);
    near(await placeAddress({ city: "London", state: "ON", country: "Canada" }), 42.9849, -81.2453, 10);
    near(
      await placeAddress({ city: "London", state: "Greater London", country: "United Kingdom" }),
      51.5074,
      -0.1278,
    );
    near(await placeAddress({ city: "Perth", state: "WA", country: "Australia" }), -31.9523, 115.8613, 15);
    near(await placeAddress({ city: "Birmingham", state: "AL", country: "USA" }), 33.5186, -86.8104, 10);
    near(
      await placeAddress({ city: "Birmingham", state: "West Midlands", country: "United Kingdom" }),
      52.4862,
      -1.8904,
    );
  });

  it("matches a city in any case, with or without accents, and St. or Saint", async () => {
    const montreal = { lat: 45.5019, lng: -73.5674 };
    for (const city of ["Montréal", "montreal", "MONTREAL"]) {
      near(await placeAddress({ city, state: "QC", country: "Canada" }), montreal.lat, montreal.lng, 10);
    }
    for (const city of ["St. Louis", "Saint Louis", "st louis"]) {
      near(await placeAddress({ city, state: "MO", country: "USA" }), 38.627, -90.1994, 10);
    }
    near(
      await placeAddress({ city: "St. Ann's Bay", state: "Saint Ann", country: "Jamaica" }),
      18.4358,
      -77.2017,
      10,
    );
  });

  it("uses a region named in another country's words to choose between two cities", async () => {
    // Two Lagoses: the city in Lagos State, Nigeria; none other there. Kingston is Jamaica's capital.
    near(await placeAddress({ city: "Lagos", state: "Lagos State", country: "Nigeria" }), 6.4541, 3.3947);
    near(await placeAddress({ city: "Kingston", state: "Kingston", country: "Jamaica" }), 17.9712, -76.7936);
    near(await placeAddress({ city: "Abuja", state: "FCT", country: "Nigeria" }), 9.0765, 7.3986);
  });

  it("places a town of a US territory, and an address without a country as one in the USA", async () => {
    near(await placeAddress({ city: "San Juan", state: "PR", country: "USA" }), 18.4655, -66.1057, 10);
    const byZip = await placeAddress({ zipCode: "00901", city: "San Juan", state: "PR", country: "USA" });
    expect(byZip?.placedBy).toBe("postcode");
    near(await placeAddress({ city: "Atlanta", state: "GA", country: "" }), 33.749, -84.388, 5);
  });

  it("places a city of a country outside the directory's list", async () => {
    near(await placeAddress({ city: "Paris", country: "France" }), 48.8566, 2.3522, 10);
    near(await placeAddress({ city: "Kigali", country: "Rwanda" }), -1.9441, 30.0619, 10);
  });

  it("answers null when nothing matches", async () => {
    expect(await placeAddress({ city: "Qwxzyville", state: "GA", country: "USA" })).toBeNull();
    expect(await placeAddress({ city: "Atlanta", state: "GA", country: "Atlantis" })).toBeNull();
    expect(await placeAddress({ city: null, state: "GA", country: "USA" })).toBeNull();
    expect(await placeAddress({ city: "", country: "USA" })).toBeNull();
    // A state the address names is trusted: no Lagos in Georgia.
    expect(await placeAddress({ city: "Lagos", state: "GA", country: "USA" })).toBeNull();
  });
});

/** The capital or main city of each of the directory's countries, near where it really is. */
const MAIN_CITIES: Record<string, [string, number, number]> = {
  US: ["Washington", 38.9072, -77.0369],
  CA: ["Ottawa", 45.4215, -75.6972],
  AU: ["Canberra", -35.2809, 149.13],
  GB: ["London", 51.5074, -0.1278],
  BZ: ["Belmopan", 17.251, -88.759],
  JM: ["Kingston", 17.9712, -76.7936],
  HN: ["Tegucigalpa", 14.0723, -87.1921],
  ZA: ["Pretoria", -25.7479, 28.2293],
  NG: ["Abuja", 9.0765, 7.3986],
  KE: ["Nairobi", -1.2921, 36.8219],
  GH: ["Accra", 5.6037, -0.187],
  EG: ["Cairo", 30.0444, 31.2357],
  MA: ["Rabat", 34.0209, -6.8416],
  TN: ["Tunis", 36.8065, 10.1815],
  ET: ["Addis Ababa", 9.03, 38.74],
  UG: ["Kampala", 0.3476, 32.5825],
  TZ: ["Dodoma", -6.163, 35.7516],
  ZW: ["Harare", -17.8252, 31.0335],
  BW: ["Gaborone", -24.6282, 25.9231],
  NA: ["Windhoek", -22.5609, 17.0658],
};

describe("the directory's countries", () => {
  it.each(COUNTRIES.map((c) => [c.name, c.code] as const))(
    "places the main city of %s",
    async (name, code) => {
      const [city, lat, lng] = MAIN_CITIES[code]!;
      const stored = code === "US" ? "USA" : name;
      const placed = await placeAddress({ city, country: stored });
      expect(placed?.placedBy).toBe("city");
      near(placed, lat, lng);
      const found = await findPlace(`${city}, ${name}`);
      expect(found?.countryCode).toBe(code);
      near(found, lat, lng);
    },
  );
});

describe("findPlace", () => {
  it("reads places as people type them", async () => {
    const cases: [string, string, number, number][] = [
      ["Atlanta, GA", "Atlanta, GA, United States", 33.749, -84.388],
      ["Atlanta GA", "Atlanta, GA, United States", 33.749, -84.388],
      ["atlanta, georgia, usa", "Atlanta, GA, United States", 33.749, -84.388],
      ["30303", "30303, Atlanta, GA", 33.7525, -84.3888],
      ["Atlanta, GA 30303", "30303, Atlanta, GA", 33.7525, -84.3888],
      ["30303 Atlanta", "30303, Atlanta, GA", 33.7525, -84.3888],
      ["Lagos", "Lagos, Nigeria", 6.4541, 3.3947],
      ["M5V 2T6", "M5V, Toronto, ON", 43.6426, -79.3871],
      ["Decatur, Georgia", "Decatur, GA, United States", 33.7748, -84.2963],
      ["London, UK", "London, United Kingdom", 51.5074, -0.1278],
      ["London, Ontario", "London, ON, Canada", 42.9849, -81.2453],
      ["Portland, ME", "Portland, ME, United States", 43.6591, -70.2568],
      ["New York", "New York City, NY, United States", 40.7128, -74.006],
      ["Washington, DC", "Washington, DC, United States", 38.9072, -77.0369],
      ["St. Louis", "St. Louis, MO, United States", 38.627, -90.1994],
      ["Johannesburg", "Johannesburg, South Africa", -26.2041, 28.0473],
    ];
    for (const [typed, label, lat, lng] of cases) {
      const found = await findPlace(typed);
      expect(found?.label, typed).toBe(label);
      near(found, lat, lng, 10);
    }
  });

  it("finds each suggestion again by its label", async () => {
    for (const q of [
      "Atl",
      "303",
      "M5",
      "Lag",
      "Birmingham",
      "Kingston",
      "Saint",
      "Santa",
      "San Jos",
      "Mel",
    ]) {
      for (const suggestion of await suggestPlaces(q)) {
        const found = await findPlace(suggestion.label);
        expect(found?.label, suggestion.label).toBe(suggestion.label);
        near(found, suggestion.lat, suggestion.lng, 1);
      }
    }
  });

  it("forgives a typo", async () => {
    expect((await findPlace("Atlnta"))?.label).toBe("Atlanta, GA, United States");
    expect((await findPlace("Johanesburg"))?.label).toBe("Johannesburg, South Africa");
  });

  it("answers null, fast, for nonsense and for postcodes no bundled list knows", async () => {
    const nonsense = "qzxv kwpl mnbt rrrq zzyx plok hhgf vvbn wqqe tyyuu";
    expect(nonsense).toHaveLength(50);
    const started = performance.now();
    expect(await findPlace(nonsense)).toBeNull();
    expect(await findPlace("x".repeat(50))).toBeNull();
    expect(await findPlace("!!!")).toBeNull();
    expect(await findPlace("")).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    expect(await findPlace("99999")).toBeNull();
    expect(await findPlace("SW9 8LF")).toBeNull();
  });
});

describe("suggestPlaces", () => {
  it("suggests cities that start with what was typed, bigger first", async () => {
    const labels = (await suggestPlaces("Atl")).map((s) => s.label);
    expect(labels[0]).toBe("Atlanta, GA, United States");
    expect(labels.length).toBeLessThanOrEqual(8);
    const lag = await suggestPlaces("lag");
    expect(lag[0]).toMatchObject({ label: "Lagos, Nigeria", countryCode: "NG", kind: "city" });
  });

  it("still suggests Atlanta for Atlnta", async () => {
    const suggestions = await suggestPlaces("Atlnta");
    expect(suggestions[0]?.label).toBe("Atlanta, GA, United States");
  });

  it("suggests postcodes by their first characters", async () => {
    const zips = await suggestPlaces("3030");
    expect(zips.length).toBeGreaterThan(0);
    for (const s of zips) {
      expect(s.kind).toBe("postcode");
      expect(s.countryCode).toBe("US");
      expect(s.label).toMatch(/^3030\d, /);
    }
    expect(zips.map((s) => s.label)).toContain("30303, Atlanta, GA");
    const canadian = await suggestPlaces("M5V");
    expect(canadian).toEqual([expect.objectContaining({ label: "M5V, Toronto, ON", countryCode: "CA" })]);
  });

  it("narrows by region or country after a comma", async () => {
    const maine = await suggestPlaces("Portland, ME");
    expect(maine[0]?.label).toBe("Portland, ME, United States");
    expect(maine.every((s) => s.label.endsWith(", ME, United States"))).toBe(true);
    const oregon = await suggestPlaces("Portland, Or");
    expect(oregon[0]?.label).toBe("Portland, OR, United States");
    const uk = await suggestPlaces("Birm, UK");
    expect(uk[0]?.label).toMatch(/^Birmingham, .*United Kingdom$/);
  });

  it("tells apart two cities of one name in one country by their region", async () => {
    const labels = (await suggestPlaces("Kingston", 20)).map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("answers nothing for nonsense", async () => {
    expect(await suggestPlaces("qzxv kwpl mnbt rrrq zzyx plok hhgf vvbn wqqe tyyu")).toEqual([]);
    expect(await suggestPlaces("   ")).toEqual([]);
    expect(await suggestPlaces("@@@")).toEqual([]);
  });
});

describe("the demo and bulk data", () => {
  const demo = [...DEMO_BUSINESSES, ...SAMPLE_BUSINESSES].map((b) => ({
    name: b.name,
    address: { zipCode: b.zipCode, city: b.city, state: b.state, country: b.country ?? "USA" },
  }));

  it("places every demo business, and its city alone near its postcode", async () => {
    const unplaced: string[] = [];
    for (const { name, address } of demo) {
      const placed = await placeAddress(address);
      if (!placed) {
        unplaced.push(`${name} (${address.city}, ${address.state}, ${address.country})`);
        continue;
      }
      const byCity = await placeAddress({ ...address, zipCode: null });
      expect(byCity?.placedBy, name).toBe("city");
      expect(greatCircleKm(placed, byCity!), name).toBeLessThan(60);
    }
    expect(unplaced).toEqual([]);
  });

  it("places every city of the bulk seed", async () => {
    for (const place of PLACES) {
      const placed = await placeAddress({ city: place.city, state: place.state, country: place.country });
      expect(placed, `${place.city}, ${place.state}, ${place.country}`).not.toBeNull();
    }
  });
});
