import {
  CERTIFICATION_ENDS,
  CERTIFICATION_STATUS_LABELS,
  type CertificationEnd,
  REVIEW_STATUSES,
  type ReviewStatus,
} from "./statuses";

/**
 * A review's status (spec: Document review_status pending, approved, rejected), the same three for a
 * submitted document and for an application under review, and the words every screen shows for them:
 * the spec's pending badge reads 'Pending Review', an unknown status 'Unknown'.
 */

export { REVIEW_STATUSES, type ReviewStatus };

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Pending Review",
  approved: "Approved",
  rejected: "Rejected",
};

export function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** The words of a review status, owner and admin alike (and of expired, revoked); 'Unknown' for anything else. */
export function reviewStatusLabel(status: string): string {
  return isReviewStatus(status)
    ? REVIEW_STATUS_LABELS[status]
    : (CERTIFICATION_ENDS as readonly string[]).includes(status)
      ? CERTIFICATION_STATUS_LABELS[status as CertificationEnd]
      : "Unknown";
}
