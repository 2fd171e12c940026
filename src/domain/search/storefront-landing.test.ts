import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-params";
import { storefrontLandingHref } from "./storefront-landing";

describe("where a new storefront's owner lands", () => {
  it("is /directory searched for its name within its category", () => {
    const href = storefrontLandingHref({ name: "Zuri Bakery & Co", category: "Restaurant" });
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe("/directory");
    expect(url.searchParams.get("search")).toBe("Zuri Bakery & Co");
    expect(url.searchParams.get("category")).toBe("Restaurant");
    const parsed = parseSearchQuery(url.searchParams, { names: { keyword: "search" } });
    expect(parsed.data).toMatchObject({ keyword: "Zuri Bakery & Co", category: "Restaurant" });
  });
});
