import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAP_TILE_URL,
  mapTileImageSources,
  mapTilesOf,
  mapTileUrlProblem,
  OPENSTREETMAP_ATTRIBUTION,
  readMapTiles,
} from "./map-tiles";

describe("MAP_TILE_URL", () => {
  it("is OpenStreetMap's standard tiles with their credit by default, and nothing with off", () => {
    expect(mapTilesOf()).toEqual({
      kind: "tiles",
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: { text: "© OpenStreetMap contributors", href: "https://www.openstreetmap.org/copyright" },
    });
    expect(mapTilesOf(DEFAULT_MAP_TILE_URL)).toEqual(mapTilesOf());
    expect(mapTilesOf("off")).toEqual({ kind: "off" });
  });

  it("accepts off, https templates with {z} {x} {y}, {s} as the first part of the host, and http on this machine", () => {
    for (const value of [
      "off",
      DEFAULT_MAP_TILE_URL,
      "https://{s}.tile.example.org/{z}/{x}/{y}{r}.png",
      "https://tiles.example.org/styles/basic/{z}/{x}/{y}.png?key=abc",
      "http://localhost:8080/{z}/{x}/{y}.png",
    ]) {
      expect(mapTileUrlProblem(value), value).toBeNull();
    }
  });

  it("refuses what is not a tile template, plain http elsewhere and {s} inside the host", () => {
    expect(mapTileUrlProblem("on")).toMatch(/must be off or a tile URL/);
    expect(mapTileUrlProblem("ftp://tiles.example.org/{z}/{x}/{y}.png")).toMatch(/must be off or a tile URL/);
    expect(mapTileUrlProblem("http://tiles.example.org/{z}/{x}/{y}.png")).toMatch(/https/);
    expect(mapTileUrlProblem("https://tiles.example.org/{z}/{x}.png")).toMatch(/\{z\}, \{x\} and \{y\}/);
    expect(mapTileUrlProblem("https://tiles-{s}.example.org/{z}/{x}/{y}.png")).toMatch(/\{s\}/);
  });
});

describe("the tiles' image sources", () => {
  it("is the tile server's origin, every subdomain with {s}, and none with tiles off", () => {
    expect(mapTileImageSources(mapTilesOf())).toEqual(["https://tile.openstreetmap.org"]);
    expect(mapTileImageSources(mapTilesOf("https://{s}.tile.example.org/{z}/{x}/{y}.png"))).toEqual([
      "https://*.tile.example.org",
    ]);
    expect(mapTileImageSources(mapTilesOf("http://localhost:8080/{z}/{x}/{y}.png"))).toEqual([
      "http://localhost:8080",
    ]);
    expect(mapTileImageSources(mapTilesOf("off"))).toEqual([]);
  });
});

describe("readMapTiles", () => {
  it("reads the tiles the pages were given, and draws the outline for anything else", () => {
    const tiles = mapTilesOf();
    expect(readMapTiles(tiles)).toEqual(tiles);
    expect(readMapTiles({ kind: "off" })).toEqual({ kind: "off" });
    expect(readMapTiles(undefined)).toEqual({ kind: "off" });
    expect(readMapTiles({ kind: "tiles", url: 3, attribution: OPENSTREETMAP_ATTRIBUTION })).toEqual({
      kind: "off",
    });
    expect(readMapTiles({ kind: "tiles", url: "https://t.example.org/{z}/{x}/{y}.png" })).toEqual({
      kind: "off",
    });
    expect(
      readMapTiles({ kind: "tiles", url: "https://t.example.org/{z}/{x}/{y}.png", attribution: "©" }),
    ).toEqual({
      kind: "off",
    });
  });
});
