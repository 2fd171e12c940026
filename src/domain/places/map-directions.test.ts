import { describe, expect, it } from "vitest";
import { directionsUrl } from "./map-directions";

describe("directionsUrl", () => {
  it("opens OpenStreetMap's route planner with the business as the destination", () => {
    expect(directionsUrl({ lat: 33.7490001234, lng: -84.388 })).toBe(
      "https://www.openstreetmap.org/directions?route=%3B33.749%2C-84.388",
    );
  });
});
