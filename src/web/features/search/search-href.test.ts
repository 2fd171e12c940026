import { describe, expect, it } from "vitest";
import { businessSearchSchema } from "~/domain/search/search-params";
import { cleanedSearch, searchHref } from "./search-href";
import { DIRECTORY_PAGE, LISTING_PAGE } from "./search-pages";

describe("searchHref", () => {
  it("keeps only non-blank trimmed values, so All choices and empty boxes stay out of the URL", () => {
    expect(
      searchHref(LISTING_PAGE, { keyword: "  soul ", location: "", category: "", country: undefined }),
    ).toBe("/businesses?keyword=soul");
    expect(searchHref(LISTING_PAGE, { keyword: "   " })).toBe("/businesses");
    expect(searchHref(DIRECTORY_PAGE, { category: "Beauty & Barber", page: 2 })).toBe(
      "/directory?category=Beauty+%26+Barber&page=2",
    );
  });

  it("changes some filters, removes emptied ones and resets the page", () => {
    const current = businessSearchSchema.parse({ keyword: "soul", tab: "hotel", page: "3" });
    expect(searchHref(LISTING_PAGE, { ...current, tab: null, sort: "name", page: null })).toBe(
      "/businesses?keyword=soul&sort=name",
    );
  });

  it("writes the page's own names and leaves out the values the page fixes", () => {
    const search = businessSearchSchema.parse({
      keyword: "Apollo",
      sort: "tier",
      limit: "12",
      include_description: "true",
    });
    expect(searchHref(DIRECTORY_PAGE, search)).toBe("/directory?search=Apollo");
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
