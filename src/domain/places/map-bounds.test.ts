import { describe, expect, it } from "vitest";
import { bboxOfPoints, bboxOfView, isLatLng } from "./map-bounds";

describe("isLatLng", () => {
  it("takes finite degrees within ±90 and ±180 only", () => {
    expect(isLatLng({ lat: 33.749, lng: -84.388 })).toBe(true);
    expect(isLatLng({ lat: -90, lng: 180 })).toBe(true);
    expect(isLatLng({ lat: 90.1, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: 0, lng: -180.5 })).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: 0, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
});

describe("bboxOfPoints", () => {
  it("is the smallest box around the real positions", () => {
    expect(
      bboxOfPoints([
        { lat: 33.749, lng: -84.388 },
        { lat: 6.524, lng: 3.379 },
        { lat: 51.507, lng: -0.128 },
        { lat: 200, lng: 0 },
      ]),
    ).toEqual({ west: -84.388, south: 6.524, east: 3.379, north: 51.507 });
  });

  it("is a point for one position and null for none", () => {
    expect(bboxOfPoints([{ lat: 1, lng: 2 }])).toEqual({ west: 2, south: 1, east: 2, north: 1 });
    expect(bboxOfPoints([])).toBeNull();
    expect(bboxOfPoints([{ lat: Number.NaN, lng: 2 }])).toBeNull();
  });
});

describe("bboxOfView", () => {
  it("keeps a view within the world, rounded to 5 decimals", () => {
    expect(bboxOfView({ west: -84.4123456, south: 33.7012344, east: -84.3, north: 33.8 })).toEqual({
      west: -84.41235,
      south: 33.70123,
      east: -84.3,
      north: 33.8,
    });
  });

  it("brings a view panned round the world back into ±180", () => {
    expect(bboxOfView({ west: 275.6, south: 33.7, east: 275.7, north: 33.8 })).toEqual({
      west: -84.4,
      south: 33.7,
      east: -84.3,
      north: 33.8,
    });
  });

  it("asks for the whole band of latitudes for a view across the antimeridian, which the search refuses as a box", () => {
    const band = { west: -180, south: -20, east: 180, north: -10 };
    expect(bboxOfView({ west: 170, south: -20, east: 190, north: -10 })).toEqual(band);
    expect(bboxOfView({ west: -190, south: -20, east: -170, north: -10 })).toEqual(band);
    // A phone's view zoomed far out: 250° wide, centred east of Greenwich.
    const phone = bboxOfView({ west: -209.53, south: -73.2, east: 40.78, north: 85.1 });
    expect(phone).toEqual({ west: -180, south: -73.2, east: 180, north: 85.1 });
  });

  it("is the whole world for a view wider than it, and keeps latitudes within ±90", () => {
    expect(bboxOfView({ west: -300, south: -95, east: 300, north: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
    expect(bboxOfView({ west: -180, south: -10, east: 180, north: 10 })).toEqual({
      west: -180,
      south: -10,
      east: 180,
      north: 10,
    });
  });

  it("keeps 180 as the east edge rather than turning it into -180", () => {
    expect(bboxOfView({ west: 100, south: 0, east: 180, north: 10 })).toEqual({
      west: 100,
      south: 0,
      east: 180,
      north: 10,
    });
  });
});
