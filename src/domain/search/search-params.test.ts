import { describe, expect, it } from "vitest";
import { businessSearchSchema } from "./search-params.ts";

describe("businessSearchSchema", () => {
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
