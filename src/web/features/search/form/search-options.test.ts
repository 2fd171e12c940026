import { describe, expect, it } from "vitest";
import { CATEGORIES, searchFormLabelOf } from "~/domain/categories/categories";
import { TIERS } from "~/domain/certification/tiers";
import { DIRECTORY_CATEGORY_OPTIONS, SEARCH_CATEGORY_OPTIONS, TIER_OPTIONS } from "./search-options";

describe("the search forms' options derive from the domain's lists", () => {
  it("offers every category: by slug in the home form (in its words), by title in the directory", () => {
    expect(SEARCH_CATEGORY_OPTIONS.slice(1).map((o) => o.value)).toEqual(CATEGORIES.map((c) => c.slug));
    expect(SEARCH_CATEGORY_OPTIONS.slice(1).map((o) => o.label)).toEqual(CATEGORIES.map(searchFormLabelOf));
    expect(SEARCH_CATEGORY_OPTIONS.slice(0, 3).map((o) => o.label)).toEqual([
      "All Categories",
      "Restaurants",
      "Hotels & Lodging",
    ]);
    expect(DIRECTORY_CATEGORY_OPTIONS.slice(1).map((o) => o.value)).toEqual(CATEGORIES.map((c) => c.title));
    expect(DIRECTORY_CATEGORY_OPTIONS[0]).toEqual({ value: "", label: "All Categories" });
  });

  it("offers every tier, Preferred first", () => {
    expect(TIER_OPTIONS.map((o) => o.label)).toEqual([
      "All Tiers",
      "Preferred",
      "Certified",
      "Verified",
      "Free",
    ]);
    expect(
      TIER_OPTIONS.slice(1)
        .map((o) => o.value)
        .sort(),
    ).toEqual([...TIERS].sort());
  });
});
