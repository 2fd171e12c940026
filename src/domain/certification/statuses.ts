import type { Tier } from "./tiers";

/**
 * A business's certification status. The spec's four, and two ends of an approved certification
 * (decision 045): expired (recorded by the lifecycle job once the date has passed) and revoked (an
 * admin withdrew it).
 */
export const CERTIFICATION_STATUSES = [
  "none",
  "pending",
  "approved",
  "rejected",
  "expired",
  "revoked",
] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** A review's statuses (a certification document, a review report): pending, then a decision. */
export const REVIEW_STATUSES = CERTIFICATION_STATUSES.slice(1, 4) as unknown as readonly [
  "pending",
  "approved",
  "rejected",
];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A reviewer's decisions: the review statuses but "pending". */
export const REVIEW_DECISIONS = REVIEW_STATUSES.slice(1) as unknown as readonly [
  Exclude<ReviewStatus, "pending">,
  ...Exclude<ReviewStatus, "pending">[],
];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** What a business carries of its certification: the fields the certification rules read. */
export type CertificationFields = {
  is_verified: boolean;
  certification_tier: Tier;
  certification_status: CertificationStatus;
  certification_expires_at: string | null;
};

/** The two ends of an approved certification (decision 045): the lifecycle job's lapse, an admin's revocation. */
export const CERTIFICATION_ENDS = CERTIFICATION_STATUSES.slice(4) as unknown as readonly [
  "expired",
  "revoked",
];
export type CertificationEnd = (typeof CERTIFICATION_ENDS)[number];

/** A business's certification status in words, as its badges show it. */
export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  none: "Not applied",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  expired: "Expired",
  revoked: "Revoked",
};

export function isCertificationStatus(value: string): value is CertificationStatus {
  return (CERTIFICATION_STATUSES as readonly string[]).includes(value);
}
