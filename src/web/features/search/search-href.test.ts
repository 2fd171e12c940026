import { describe, expect, it } from "vitest";
import { cleanedSearch, searchHref, withParams } from "./search-href";

describe("searchHref", () => {
  it("keeps only non-blank trimmed values, so All choices and empty boxes stay out of the URL", () => {
    expect(
      searchHref("/businesses", { keyword: "  soul ", location: "", category: "", country: undefined }),
    ).toBe("/businesses?keyword=soul");
    expect(searchHref("/businesses", { keyword: "   " })).toBe("/businesses");
    expect(searchHref("/directory", { category: "Beauty & Barber", page: 2 })).toBe(
      "/directory?category=Beauty+%26+Barber&page=2",
    );
  });
});

describe("withParams", () => {
  it("changes some filters, removes emptied ones and resets the page", () => {
    const current = new URLSearchParams("keyword=soul&tab=hotel&page=3");
    expect(withParams("/businesses", current, { tab: null, sort: "name" })).toBe(
      "/businesses?keyword=soul&sort=name",
    );
  });
});

describe("cleanedSearch", () => {
  it("is the URL without blank values, or null when there are none", () => {
    expect(cleanedSearch(new URL("http://x/businesses?keyword=&location=Atlanta&category="))).toBe(
      "/businesses?location=Atlanta",
    );
    expect(cleanedSearch(new URL("http://x/businesses?keyword="))).toBe("/businesses");
    expect(cleanedSearch(new URL("http://x/businesses?keyword=soul"))).toBeNull();
  });
});
