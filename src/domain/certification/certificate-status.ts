import { expiryBadge } from "./badges";
import type { CertificationEnd, CertificationFields } from "./statuses";

export const CERTIFICATE_STATUSES = ["valid", "expiring", "expired", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

type StatusFields = CertificationFields;

/**
 * The live status of an issued certificate. Expired or revoked when the business's status says so
 * (decision 045). An approved one follows the expiry badge's rule: expired once the date has passed
 * (before the lifecycle job has recorded it, too), expiring within EXPIRY_WARNING_DAYS, else valid
 * (also without an expiry date); but revoked when it is no longer verified or on a paid tier. A
 * business applying again (pending, rejected) shows how its last certification ended: `ended`, the
 * last expiry or revocation in its history, else revoked.
 */
export function certificateStatus(
  b: StatusFields,
  now: Date,
  ended: CertificationEnd | null = null,
): CertificateStatus {
  if (b.certification_status === "expired" || b.certification_status === "revoked") {
    return b.certification_status;
  }
  if (b.certification_status !== "approved") return ended ?? "revoked";
  if (!b.is_verified || b.certification_tier === "Free") return "revoked";
  return expiryBadge(b, now)?.state ?? "valid";
}

/** The words of each status, as the verification page shows them. */
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: "Valid",
  expiring: "Expiring soon",
  expired: "Expired",
  revoked: "Revoked",
};
