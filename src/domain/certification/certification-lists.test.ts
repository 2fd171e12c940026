import { describe, expect, it } from "vitest";
import { mayChangeTier, needsCertification, needsRenewal } from "./certification-lists";

const NOW = new Date("2026-11-23T12:00:00Z");
const base = {
  is_verified: false,
  certification_tier: "Free" as const,
  certification_status: "none" as const,
  certification_expires_at: null,
};

describe("certification lists", () => {
  it("lists paid tiers whose application is neither approved nor pending", () => {
    expect(needsCertification(base, NOW)).toBe(false);
    expect(needsCertification({ ...base, certification_tier: "Verified" }, NOW)).toBe(true);
    expect(
      needsCertification({ ...base, certification_tier: "Preferred", certification_status: "rejected" }, NOW),
    ).toBe(true);
    expect(
      needsCertification({ ...base, certification_tier: "Certified", certification_status: "pending" }, NOW),
    ).toBe(false);
    expect(
      needsCertification({ ...base, certification_tier: "Certified", certification_status: "approved" }, NOW),
    ).toBe(false);
  });

  it("lists renewable certifications from the first reminder (60 days) to the end of the grace period", () => {
    const verified = {
      ...base,
      is_verified: true,
      certification_tier: "Certified" as const,
      certification_status: "approved" as const,
    };
    const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000).toISOString();
    expect(needsRenewal({ ...verified, certification_expires_at: inDays(-1) }, NOW)).toBe(true);
    expect(needsRenewal({ ...verified, certification_expires_at: inDays(29) }, NOW)).toBe(true);
    expect(needsRenewal({ ...verified, certification_expires_at: inDays(60) }, NOW)).toBe(true);
    expect(needsRenewal({ ...verified, certification_expires_at: inDays(61) }, NOW)).toBe(false);
    const expired = { ...verified, certification_status: "expired" as const };
    expect(needsRenewal({ ...expired, certification_expires_at: inDays(-29) }, NOW)).toBe(true);
    // Past the grace period: a new application instead.
    expect(needsRenewal({ ...expired, certification_expires_at: inDays(-31) }, NOW)).toBe(false);
    expect(needsCertification({ ...expired, certification_expires_at: inDays(-31) }, NOW)).toBe(true);
    expect(needsCertification({ ...expired, certification_expires_at: inDays(-29) }, NOW)).toBe(false);
    const revoked = { ...verified, is_verified: false, certification_status: "revoked" as const };
    expect(needsRenewal({ ...revoked, certification_expires_at: inDays(10) }, NOW)).toBe(false);
    expect(needsCertification({ ...revoked, certification_expires_at: inDays(10) }, NOW)).toBe(true);
    expect(needsRenewal({ ...verified, certification_expires_at: null }, NOW)).toBe(false);
    expect(needsRenewal({ ...verified, is_verified: false, certification_expires_at: inDays(1) }, NOW)).toBe(
      false,
    );
  });

  it("lets the tier change only without a pending or approved application", () => {
    expect(mayChangeTier({ certification_status: "none" })).toBe(true);
    expect(mayChangeTier({ certification_status: "rejected" })).toBe(true);
    expect(mayChangeTier({ certification_status: "pending" })).toBe(false);
    expect(mayChangeTier({ certification_status: "approved" })).toBe(false);
    expect(mayChangeTier({ certification_status: "expired" })).toBe(false);
    expect(mayChangeTier({ certification_status: "revoked" })).toBe(true);
  });
});
