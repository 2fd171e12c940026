import { describe, expect, it } from "vitest";
import {
  defaultRadiusKm,
  formatDistance,
  greatCircleKm,
  kmToMiles,
  MAX_RADIUS_KM,
  milesToKm,
  usesMiles,
} from "./distance";

const CITY = {
  newYork: { lat: 40.7128, lng: -74.006 },
  losAngeles: { lat: 34.0522, lng: -118.2437 },
  london: { lat: 51.5074, lng: -0.1278 },
  paris: { lat: 48.8566, lng: 2.3522 },
  lagos: { lat: 6.5244, lng: 3.3792 },
  accra: { lat: 5.6037, lng: -0.187 },
  sydney: { lat: -33.8688, lng: 151.2093 },
  melbourne: { lat: -37.8136, lng: 144.9631 },
  johannesburg: { lat: -26.2041, lng: 28.0473 },
  nairobi: { lat: -1.2921, lng: 36.8219 },
};

describe("greatCircleKm", () => {
  // Published great-circle distances between the city centres above, in km.
  it.each([
    ["New York", "Los Angeles", CITY.newYork, CITY.losAngeles, 3936],
    ["London", "Paris", CITY.london, CITY.paris, 344],
    ["Lagos", "Accra", CITY.lagos, CITY.accra, 407],
    ["Sydney", "Melbourne", CITY.sydney, CITY.melbourne, 713],
    ["Johannesburg", "Nairobi", CITY.johannesburg, CITY.nairobi, 2925],
  ])("%s to %s is within 0.5 %% of the reference", (_a, _b, from, to, km) => {
    const measured = greatCircleKm(from, to);
    expect(Math.abs(measured - km) / km).toBeLessThan(0.005);
    expect(greatCircleKm(to, from)).toBeCloseTo(measured, 9);
  });

  it("is zero for one point, half the Earth's circumference for antipodes, and safe across the date line", () => {
    expect(greatCircleKm(CITY.lagos, CITY.lagos)).toBe(0);
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
    expect(greatCircleKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeLessThan(23);
  });
});

describe("units", () => {
  it("converts miles and kilometres both ways", () => {
    expect(milesToKm(1)).toBeCloseTo(1.609344, 9);
    expect(kmToMiles(milesToKm(25))).toBeCloseTo(25, 9);
  });

  it("measures in miles in the US and the UK only", () => {
    expect(usesMiles("US")).toBe(true);
    expect(usesMiles("gb")).toBe(true);
    for (const code of ["CA", "AU", "NG", "JM", "ZA", "", null, undefined])
      expect(usesMiles(code)).toBe(false);
  });

  it("searches 25 miles around a place in the US and the UK, 40 km elsewhere, 500 km at most", () => {
    expect(defaultRadiusKm("US")).toBeCloseTo(40.2336, 4);
    expect(defaultRadiusKm("GB")).toBeCloseTo(40.2336, 4);
    expect(defaultRadiusKm("NG")).toBe(40);
    expect(defaultRadiusKm(undefined)).toBe(40);
    expect(MAX_RADIUS_KM).toBe(500);
  });
});

describe("formatDistance", () => {
  it("shows miles in the US and the UK, kilometres elsewhere, with one decimal under 10", () => {
    expect(formatDistance(milesToKm(2.3), "US")).toBe("2.3 mi");
    expect(formatDistance(milesToKm(2.34), "GB")).toBe("2.3 mi");
    expect(formatDistance(3.7, "CA")).toBe("3.7 km");
    expect(formatDistance(3.74, "NG")).toBe("3.7 km");
  });

  it("rounds from 10 to whole numbers, never shows 0.0, and never 10.0", () => {
    expect(formatDistance(12.4, "KE")).toBe("12 km");
    expect(formatDistance(9.97, "KE")).toBe("10 km");
    expect(formatDistance(1234.5, "ZA")).toBe("1,235 km");
    expect(formatDistance(0, "US")).toBe("0.1 mi");
    expect(formatDistance(0.01, "AU")).toBe("0.1 km");
  });
});
