import { describe, expect, it } from "vitest";
import { analyticsQuerySchema } from "./analytics-schema";

describe("analyticsQuerySchema", () => {
  it("takes 7, 30 or 90 days (30 by default) and an optional business", () => {
    expect(analyticsQuerySchema.parse({ days: "7" })).toEqual({ days: 7 });
    expect(analyticsQuerySchema.parse({ days: "90", business_id: " b1 " })).toEqual({
      days: 90,
      business_id: "b1",
    });
    expect(analyticsQuerySchema.parse({ business_id: "" })).toEqual({ days: 30 });
  });

  it("refuses any other number of days", () => {
    for (const days of ["1", "14", "365", "seven", "7.0"]) {
      const result = analyticsQuerySchema.safeParse({ days });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("days must be one of 7, 30, 90");
    }
  });
});
