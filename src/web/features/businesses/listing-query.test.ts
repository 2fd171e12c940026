import { describe, expect, it } from "vitest";
import { hasActiveSearch, rawListingParams } from "./listing-query";

describe("rawListingParams", () => {
  it("drops blanks and 'All …' values and ignores unknown parameters", () => {
    const params = new URLSearchParams(
      "keyword=%20soul%20&category=All%20Categories&country=All%20Countries&tier=all&tab=all&utm=x&page=2",
    );
    expect(rawListingParams(params)).toEqual({ keyword: "soul", page: "2" });
  });
});

describe("hasActiveSearch", () => {
  it("is true with any filter and false without", () => {
    expect(hasActiveSearch({})).toBe(false);
    expect(hasActiveSearch({ sort: "name" })).toBe(false);
    expect(hasActiveSearch({ country: "Kenya" })).toBe(true);
  });
});
