import { durationInWords } from "~/domain/shared/duration-in-words";
import { type BadgeTone, TIER_TONES } from "./badge-tones";
import type { CertificationFields } from "./statuses";
import type { Tier } from "./tiers";

/** Spec: a certification expiring within 30 days shows "Expires Soon". */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type BadgeFields = CertificationFields;

export type TierBadge = { tier: Exclude<Tier, "Free">; tone: BadgeTone };
export type ExpiryBadge = {
  state: "expired" | "expiring" | "valid";
  label: "Expired" | "Expires Soon" | "Valid";
  text: string;
};

function expiresAt(b: BadgeFields): Date | null {
  return b.certification_expires_at ? new Date(b.certification_expires_at) : null;
}

function isExpired(b: BadgeFields, now: Date): boolean {
  const at = expiresAt(b);
  return at !== null && at.getTime() <= now.getTime();
}

/** Verified, on a paid tier, and the certification (if it has an expiry) has not expired. */
export function isEffectivelyVerified(b: BadgeFields, now: Date): boolean {
  return b.is_verified && b.certification_tier !== "Free" && !isExpired(b, now);
}

/** The tier a business counts as now: an expired or unverified one is Free. */
export function effectiveTier(b: BadgeFields, now: Date): Tier {
  return isEffectivelyVerified(b, now) ? b.certification_tier : "Free";
}

/** Tier badge: only for a verified, non-Free, unexpired business. Verified blue, Certified green, Preferred purple. */
export function tierBadge(b: BadgeFields, now: Date): TierBadge | null {
  if (!isEffectivelyVerified(b, now) || b.certification_tier === "Free") return null;
  const tier = b.certification_tier;
  return { tier, tone: TIER_TONES[tier] };
}

/** Expiry badge of a verified, non-Free business with an expiry date. */
export function expiryBadge(b: BadgeFields, now: Date): ExpiryBadge | null {
  const at = expiresAt(b);
  if (!at || !b.is_verified || b.certification_tier === "Free") return null;
  const diff = at.getTime() - now.getTime();
  if (diff <= 0) {
    return {
      state: "expired",
      label: "Expired",
      text: `Certification expired ${durationInWords(-diff)} ago`,
    };
  }
  const text = `Expires in ${durationInWords(diff)}`;
  return diff <= EXPIRY_WARNING_DAYS * DAY_MS
    ? { state: "expiring", label: "Expires Soon", text }
    : { state: "valid", label: "Valid", text };
}

/** Anyone may download the certificate of a verified, non-Free, approved, unexpired business. */
export function canDownloadCertificate(b: BadgeFields, now: Date): boolean {
  return isEffectivelyVerified(b, now) && b.certification_status === "approved";
}
