import type { CertificationStatus } from "./statuses";
import type { Tier } from "./tiers";

/**
 * The certification state machine (spec part 2 §4, decision 045). An owner submits from none,
 * rejected, expired or revoked; only an admin decides, and only a pending application. A paid renewal
 * keeps an approved certification approved, or brings back one expired within the grace period, and
 * moves its expiry on (owner or admin, only through a paid payment). The lifecycle job records an
 * approved certification whose date has passed as expired (no user: the system); an admin revokes an
 * approved or expired one. One service applies every transition under a row lock and records it
 * (src/server/services/certification/transition-certification.ts).
 */
export type CertificationAction = "submit" | "approve" | "reject" | "renew" | "expire" | "revoke";

const TRANSITIONS: Record<
  CertificationAction,
  { from: readonly CertificationStatus[]; to: CertificationStatus }
> = {
  submit: { from: ["none", "rejected", "expired", "revoked"], to: "pending" },
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  renew: { from: ["approved", "expired"], to: "approved" },
  expire: { from: ["approved"], to: "expired" },
  revoke: { from: ["approved", "expired"], to: "revoked" },
};

/** Actions only an administrator may take. */
export const ADMIN_ACTIONS: readonly CertificationAction[] = ["approve", "reject", "revoke"];

/** The status an action leads to from `from`, or null when the action is not allowed from there. */
export function nextCertificationStatus(
  from: CertificationStatus,
  action: CertificationAction,
): CertificationStatus | null {
  const t = TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}

/** Why an action is refused from a status, in words for the 409 answer. */
export function refusedTransitionMessage(from: CertificationStatus, action: CertificationAction): string {
  if (action === "submit") {
    return from === "pending"
      ? "An application for this business is already under review."
      : "This business is already certified.";
  }
  if (action === "renew") return "Only an approved certification can be renewed.";
  if (action === "revoke") return "Only an approved or expired certification can be revoked.";
  if (action === "expire") return "Only an approved certification can expire.";
  return "Only a pending application can be approved or rejected.";
}

/** Only a paid tier is renewed (Free has nothing to pay for and no expiry). */
export function isRenewableTier(tier: Tier): boolean {
  return tier !== "Free";
}

/**
 * A renewal adds one year to the later of now and the current expiry: renewing early loses no
 * day already paid for, and an expired certification runs a year from the renewal.
 */
export function renewedExpiry(now: Date, currentExpiry: Date | null): Date {
  const from = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return certificationExpiry(from);
}

/** A certification runs for one year from its approval. */
export function certificationExpiry(approvedAt: Date): Date {
  const expires = new Date(approvedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return expires;
}
