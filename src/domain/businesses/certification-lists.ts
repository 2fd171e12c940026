import type { Business } from "~/domain/listing/business-schema";

/** Spec part 2 §4: a certification expiring within 30 days is due for renewal. */
export const RENEWAL_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type CertificationFields = Pick<
  Business,
  "is_verified" | "certification_tier" | "certification_status" | "certification_expires_at"
>;

/** 'Complete Your Certification': a paid tier whose application is neither approved nor pending. */
export function needsCertification(b: CertificationFields): boolean {
  return (
    b.certification_tier !== "Free" &&
    b.certification_status !== "approved" &&
    b.certification_status !== "pending"
  );
}

/** 'Certification Renewals': verified on a paid tier, and the expiry has passed or is within 30 days. */
export function needsRenewal(b: CertificationFields, now: Date): boolean {
  if (!b.is_verified || b.certification_tier === "Free" || !b.certification_expires_at) return false;
  return new Date(b.certification_expires_at).getTime() <= now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS;
}

/**
 * The tier is what a certification is for: it changes through the form only while no application
 * is pending or approved (otherwise a paid badge could be had by editing the form).
 */
export function mayChangeTier(b: Pick<Business, "certification_status">): boolean {
  return b.certification_status === "none" || b.certification_status === "rejected";
}
