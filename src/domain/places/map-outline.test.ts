import { describe, expect, it } from "vitest";
import { continuousRing } from "./map-outline";

describe("continuousRing", () => {
  it("continues a ring past 180° where it crosses the antimeridian eastwards, and back", () => {
    const fiji = [
      [178, -17],
      [179.9, -16.5],
      [-179.9, -16.4],
      [-179.8, -16.9],
      [179.5, -17.2],
      [178, -17],
    ];
    expect(continuousRing(fiji)).toEqual([
      [178, -17],
      [179.9, -16.5],
      [180.1, -16.4],
      [180.2, -16.9],
      [179.5, -17.2],
      [178, -17],
    ]);
  });

  it("continues past -180° for a ring crossing westwards", () => {
    expect(
      continuousRing([
        [-179, 60],
        [179, 61],
        [-179, 62],
      ]),
    ).toEqual([
      [-179, 60],
      [-181, 61],
      [-179, 62],
    ]);
  });

  it("leaves a ring that stays on one side alone", () => {
    const ring = [
      [-84.4, 33.7],
      [-84.3, 33.8],
      [-84.4, 33.7],
    ];
    expect(continuousRing(ring)).toEqual(ring);
  });
});
