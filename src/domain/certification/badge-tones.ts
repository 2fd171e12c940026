import type { CertificationStatus } from "./statuses";
import type { PaidTier } from "./tiers";

/** The colours a certification badge comes in; each screen turns a tone into its classes in one place. */
export type BadgeTone = "blue" | "green" | "purple" | "amber" | "red" | "grey" | "dark-grey";

/** Spec: Verified blue, Certified green, Preferred purple. */
export const TIER_TONES: Record<PaidTier, BadgeTone> = {
  Verified: "blue",
  Certified: "green",
  Preferred: "purple",
};

/** A certification status's colour; a document's or an application's review status shares it. */
export const STATUS_TONES: Record<CertificationStatus, BadgeTone> = {
  none: "grey",
  pending: "amber",
  approved: "green",
  rejected: "red",
  expired: "red",
  revoked: "dark-grey",
};
