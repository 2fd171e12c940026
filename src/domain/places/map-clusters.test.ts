import { describe, expect, it } from "vitest";
import { clusterBadge, clusterChoice, clusterLabel, clusterPointsOf } from "./map-clusters";

describe("clusterPointsOf", () => {
  it("makes one GeoJSON point per business, longitude first", () => {
    expect(clusterPointsOf([{ id: "a", lat: 33.749, lng: -84.388 }])).toEqual([
      {
        type: "Feature",
        geometry: { type: "Point", coordinates: [-84.388, 33.749] },
        properties: { id: "a" },
      },
    ]);
  });

  it("leaves out positions that are not real and a repeated id", () => {
    const points = clusterPointsOf([
      { id: "a", lat: 1, lng: 2 },
      { id: "a", lat: 3, lng: 4 },
      { id: "b", lat: 91, lng: 0 },
      { id: "c", lat: Number.NaN, lng: 0 },
      { id: "d", lat: -1, lng: -2 },
    ]);
    expect(points.map((p) => [p.properties.id, ...p.geometry.coordinates])).toEqual([
      ["a", 2, 1],
      ["d", -2, -1],
    ]);
  });
});

describe("clusterChoice", () => {
  it("zooms in to where a cluster splits, and lists one that never splits within the map's zoom levels", () => {
    expect(clusterChoice(12, 18)).toEqual({ kind: "zoom", zoom: 12 });
    expect(clusterChoice(18, 18)).toEqual({ kind: "zoom", zoom: 18 });
    expect(clusterChoice(19, 18)).toEqual({ kind: "list" });
  });
});

describe("a cluster's words", () => {
  it("names the count, and shortens it past 999", () => {
    expect(clusterLabel(12)).toBe("12 businesses here");
    expect(clusterBadge(7)).toBe("7");
    expect(clusterBadge(999)).toBe("999");
    expect(clusterBadge(1000)).toBe("1k");
    expect(clusterBadge(1290)).toBe("1.2k");
    expect(clusterBadge(15_400)).toBe("15k");
  });
});
