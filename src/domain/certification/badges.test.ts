import { describe, expect, it } from "vitest";
import {
  canDownloadCertificate,
  effectiveTier,
  expiryBadge,
  isEffectivelyVerified,
  tierBadge,
} from "./badges";

const now = new Date("2026-11-23T12:00:00Z");
const DAY = 86_400_000;
const inDays = (d: number) => new Date(now.getTime() + d * DAY).toISOString();

type B = Parameters<typeof tierBadge>[0];
const business = (over: Partial<B> = {}): B => ({
  is_verified: true,
  certification_tier: "Certified",
  certification_status: "approved",
  certification_expires_at: inDays(200),
  ...over,
});

describe("tierBadge", () => {
  it.each([
    ["Verified", "blue"],
    ["Certified", "green"],
    ["Preferred", "purple"],
  ] as const)("%s is %s", (tier, tone) => {
    expect(tierBadge(business({ certification_tier: tier }), now)).toEqual({ tier, tone });
  });
  it("is hidden for Free, unverified and expired businesses", () => {
    expect(tierBadge(business({ certification_tier: "Free" }), now)).toBeNull();
    expect(tierBadge(business({ is_verified: false }), now)).toBeNull();
    expect(tierBadge(business({ certification_expires_at: inDays(-1) }), now)).toBeNull();
  });
  it("shows without an expiry date", () => {
    expect(tierBadge(business({ certification_expires_at: null }), now)?.tier).toBe("Certified");
  });
});

describe("expiryBadge", () => {
  it("Expired when the date has passed", () => {
    expect(expiryBadge(business({ certification_expires_at: inDays(-3) }), now)).toEqual({
      state: "expired",
      label: "Expired",
      text: "Certification expired 3 days ago",
    });
  });
  it("Expires Soon within 30 days", () => {
    expect(expiryBadge(business({ certification_expires_at: inDays(12) }), now)).toEqual({
      state: "expiring",
      label: "Expires Soon",
      text: "Expires in 12 days",
    });
    expect(expiryBadge(business({ certification_expires_at: inDays(30) }), now)?.state).toBe("expiring");
  });
  it("Valid beyond 30 days", () => {
    expect(expiryBadge(business({ certification_expires_at: inDays(31) }), now)).toEqual({
      state: "valid",
      label: "Valid",
      text: "Expires in 1 month",
    });
  });
  it("none for Free, unverified or no expiry date", () => {
    expect(expiryBadge(business({ certification_tier: "Free" }), now)).toBeNull();
    expect(expiryBadge(business({ is_verified: false }), now)).toBeNull();
    expect(expiryBadge(business({ certification_expires_at: null }), now)).toBeNull();
  });
});

describe("certificate and effective verification", () => {
  it("downloads only verified, non-Free, approved and unexpired", () => {
    expect(canDownloadCertificate(business(), now)).toBe(true);
    expect(canDownloadCertificate(business({ certification_status: "pending" }), now)).toBe(false);
    expect(canDownloadCertificate(business({ certification_tier: "Free" }), now)).toBe(false);
    expect(canDownloadCertificate(business({ is_verified: false }), now)).toBe(false);
    expect(canDownloadCertificate(business({ certification_expires_at: inDays(-1) }), now)).toBe(false);
  });
  it("an expired certification counts as Free", () => {
    expect(isEffectivelyVerified(business({ certification_expires_at: inDays(-1) }), now)).toBe(false);
    expect(effectiveTier(business({ certification_expires_at: inDays(-1) }), now)).toBe("Free");
    expect(effectiveTier(business({ certification_tier: "Preferred" }), now)).toBe("Preferred");
  });
});
