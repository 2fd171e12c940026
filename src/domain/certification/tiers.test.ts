import { describe, expect, it } from "vitest";
import {
  CERTIFICATION_ENDS,
  CERTIFICATION_STATUS_LABELS,
  CERTIFICATION_STATUSES,
  REVIEW_DECISIONS,
  REVIEW_STATUSES,
} from "./statuses";
import {
  isPaidTier,
  nowCertified,
  PAID_TIERS,
  TIER_ANNUAL_PRICE_CENTS,
  TIER_FEATURES,
  TIER_SORT_RANK,
  TIERS,
  TIERS_IN_DIRECTORY_ORDER,
} from "./tiers";

describe("the tier list and what derives from it", () => {
  it("paid tiers are the tiers with a price", () => {
    expect(PAID_TIERS).toEqual(TIERS.filter((t) => TIER_ANNUAL_PRICE_CENTS[t] > 0));
    expect(PAID_TIERS).toEqual(["Verified", "Certified", "Preferred"]);
    expect(isPaidTier("Free")).toBe(false);
    expect(isPaidTier("Preferred")).toBe(true);
  });

  it("every tier has a price, features and a rank; the directory order is by rank", () => {
    for (const record of [TIER_ANNUAL_PRICE_CENTS, TIER_FEATURES, TIER_SORT_RANK]) {
      expect(Object.keys(record).sort()).toEqual([...TIERS].sort());
    }
    expect(TIERS_IN_DIRECTORY_ORDER).toEqual(["Preferred", "Certified", "Verified", "Free"]);
  });

  it("review statuses and decisions derive from the certification statuses", () => {
    // A review is pending, approved or rejected; a certification also ends expired or revoked (decision 045).
    expect(REVIEW_STATUSES).toEqual(
      CERTIFICATION_STATUSES.filter((s) => s !== "none" && s !== "expired" && s !== "revoked"),
    );
    expect(REVIEW_DECISIONS).toEqual(["approved", "rejected"]);
    expect(CERTIFICATION_ENDS).toEqual(["expired", "revoked"]);
    expect(Object.keys(CERTIFICATION_STATUS_LABELS)).toEqual([...CERTIFICATION_STATUSES]);
  });
});

describe("the words of an approval", () => {
  it("says Certified once, and puts any other tier before 'certified'", () => {
    expect(nowCertified("Dlamini House Inn", "Certified")).toBe("Dlamini House Inn is now Certified");
    expect(nowCertified("Approved Bakery", "Preferred")).toBe("Approved Bakery is now Preferred certified");
    expect(nowCertified("Corner Store", "Verified")).toBe("Corner Store is now Verified certified");
  });
});
