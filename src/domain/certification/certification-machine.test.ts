import { describe, expect, it } from "vitest";
import { isRenewableTier, nextCertificationStatus, renewedExpiry } from "./certification-machine";

describe("the renew transition", () => {
  it("keeps an approved certification approved, and renews nothing else", () => {
    expect(nextCertificationStatus("approved", "renew")).toBe("approved");
    for (const from of ["none", "pending", "rejected"] as const) {
      expect(nextCertificationStatus(from, "renew")).toBeNull();
    }
  });

  it("adds a year to the current expiry when renewed early", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(renewedExpiry(now, new Date("2026-12-10T00:00:00Z")).toISOString()).toBe(
      "2027-12-10T00:00:00.000Z",
    );
  });

  it("counts a year from now when the certification has already expired (or has no date)", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(renewedExpiry(now, new Date("2026-10-01T00:00:00Z")).toISOString()).toBe(
      "2027-11-23T10:00:00.000Z",
    );
    expect(renewedExpiry(now, null).toISOString()).toBe("2027-11-23T10:00:00.000Z");
  });

  it("renews paid tiers only: Free is refused", () => {
    expect(isRenewableTier("Free")).toBe(false);
    for (const tier of ["Verified", "Certified", "Preferred"] as const)
      expect(isRenewableTier(tier)).toBe(true);
  });
});
