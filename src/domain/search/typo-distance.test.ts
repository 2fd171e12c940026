import { describe, expect, it } from "vitest";
import { typoAllowance, typoDistance } from "./typo-distance";

describe("typoDistance", () => {
  it.each([
    ["georgia", "georgia", 0],
    ["geogia", "georgia", 1], // a letter missing inside the word
    ["kichen", "kitchen", 1],
    ["eorgia", "georgia", 1], // at the start
    ["georgi", "georgia", 1], // at the end
    ["georrgia", "georgia", 1], // one too many
    ["geprgia", "georgia", 1], // another letter
    ["goergia", "georgia", 1], // two neighbours swapped
    ["restuarnt", "restaurant", 2],
    ["sernegti", "serengeti", 2],
    ["bakery", "battery", 2],
  ])("%s → %s: %d", (a, b, d) => {
    expect(typoDistance(a, b)).toBe(d);
    expect(typoDistance(b, a)).toBe(d);
  });

  it("stops past the limit", () => {
    expect(typoDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
    expect(typoDistance("ab", "abcdef", 1)).toBe(2);
  });
});

describe("typoAllowance", () => {
  it("forgives one typo from 5 letters and two from 9", () => {
    expect(["lags", "nubin", "detriot", "barbrshop", "restuarnt"].map(typoAllowance)).toEqual([
      0, 1, 1, 2, 2,
    ]);
  });
});
