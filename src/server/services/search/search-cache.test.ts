import { describe, expect, it } from "vitest";
import { businessSearchSchema } from "~/domain/search/search-params";
import { searchCacheKey } from "./search-cache";

const at = (iso: string) => Date.parse(iso);

describe("searchCacheKey", () => {
  const openNow = businessSearchSchema.parse({ open_now: "true" });
  const keyword = businessSearchSchema.parse({ keyword: "soul" });

  it("keeps an open-now answer for the minute it was asked in only, as opening hours turn on the minute", () => {
    const first = searchCacheKey(7, openNow, at("2026-11-23T16:59:00.000Z"));
    expect(searchCacheKey(7, openNow, at("2026-11-23T16:59:59.999Z"))).toBe(first);
    expect(searchCacheKey(7, openNow, at("2026-11-23T17:00:00.000Z"))).not.toBe(first);
  });

  it("shares other answers across minutes until the directory changes", () => {
    const first = searchCacheKey(7, keyword, at("2026-11-23T16:59:00.000Z"));
    expect(searchCacheKey(7, keyword, at("2026-11-23T17:00:10.000Z"))).toBe(first);
    expect(searchCacheKey(8, keyword, at("2026-11-23T17:00:10.000Z"))).not.toBe(first);
  });

  it("tells different searches apart", () => {
    const now = at("2026-11-23T16:59:00.000Z");
    expect(searchCacheKey(7, keyword, now)).not.toBe(searchCacheKey(7, openNow, now));
  });
});
