import { expiryBadge } from "~/domain/listing/badges";
import type { Business } from "~/domain/listing/business-schema";

export const CERTIFICATE_STATUSES = ["valid", "expiring", "expired", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

type StatusFields = Pick<
  Business,
  "is_verified" | "certification_tier" | "certification_status" | "certification_expires_at"
>;

/**
 * The live status of an issued certificate. Revoked: the business is no longer approved, verified
 * or on a paid tier (whatever the date). Otherwise the expiry badge's rule: expired once the date has
 * passed, expiring within EXPIRY_WARNING_DAYS, else valid (also without an expiry date).
 */
export function certificateStatus(b: StatusFields, now: Date): CertificateStatus {
  if (b.certification_status !== "approved" || !b.is_verified || b.certification_tier === "Free") {
    return "revoked";
  }
  return expiryBadge(b, now)?.state ?? "valid";
}

/** The words of each status, as the verification page shows them. */
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: "Valid",
  expiring: "Expiring soon",
  expired: "Expired",
  revoked: "Revoked",
};
