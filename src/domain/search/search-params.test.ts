import { describe, expect, it } from "vitest";
import { SEARCH_DEFAULTS, SEARCH_KEYS, searchFromQuery } from "./search-keys";
import { businessSearchSchema, parseSearchQuery } from "./search-params";
import { hasActiveSearch, searchToQuery } from "./search-query";

describe("businessSearchSchema", () => {
  it("has exactly the keys, in the order, and the defaults the browser's codec writes with", () => {
    expect(Object.keys(businessSearchSchema.shape)).toEqual([...SEARCH_KEYS]);
    expect(businessSearchSchema.parse({})).toEqual(SEARCH_DEFAULTS);
  });
  it("defaults page 1, limit 20 and drops blank text", () => {
    const parsed = businessSearchSchema.parse({ keyword: "  ", location: " Atlanta " });
    expect(parsed).toMatchObject({ page: 1, limit: 20, location: "Atlanta", open_now: false });
    expect(parsed.keyword).toBeUndefined();
  });
  it("rejects a keyword over 200 characters, limit over 50 and an unknown sort", () => {
    const result = businessSearchSchema.safeParse({ keyword: "x".repeat(201), limit: "51", sort: "price" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["keyword", "limit", "sort"]));
  });
  it("parses open_now and include_description", () => {
    expect(businessSearchSchema.parse({ open_now: "true", include_description: "true" })).toMatchObject({
      open_now: true,
      include_description: true,
    });
  });
});

describe("hasActiveSearch", () => {
  it("is true with any filter and false without", () => {
    expect(hasActiveSearch({})).toBe(false);
    expect(hasActiveSearch(businessSearchSchema.parse({ sort: "name", page: "2" }))).toBe(false);
    expect(hasActiveSearch({ country: "Kenya" })).toBe(true);
    expect(hasActiveSearch({ open_now: true })).toBe(true);
  });
});

describe("the query-string codec", () => {
  it("drops blanks and 'All …' values and ignores unknown parameters", () => {
    const params = new URLSearchParams(
      "keyword=%20soul%20&category=All%20Categories&country=All%20Countries&tier=all&tab=all&utm=x&page=2",
    );
    expect(searchFromQuery(params)).toEqual({ keyword: "soul", page: "2" });
  });

  it("reads only the shape's keys, under its names, and adds its fixed values", () => {
    const params = new URLSearchParams("search=Apollo&country=Kenya&limit=50");
    const parsed = parseSearchQuery(params, {
      keys: ["keyword", "location", "page"],
      names: { keyword: "search" },
      fixed: { limit: 12 },
    });
    expect(parsed.data).toMatchObject({ keyword: "Apollo", limit: 12, page: 1 });
    expect(parsed.data?.country).toBeUndefined();
  });

  it("writes a parsed search back without its defaults, in the schema's order", () => {
    const search = businessSearchSchema.parse({
      sort: "name",
      location: "Atlanta",
      open_now: "false",
      page: "1",
    });
    expect(searchToQuery(search).toString()).toBe("location=Atlanta&sort=name");
    const query = "keyword=soul&country=Kenya&tab=hotel&open_now=true&sort=rating&page=3&limit=6";
    const parsed = parseSearchQuery(new URLSearchParams(query));
    expect(parsed.success && searchToQuery(parsed.data).toString()).toBe(query);
  });
});
