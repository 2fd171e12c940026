import type { CertificationStatus } from "~/domain/tiers/tiers";

/**
 * The certification state machine (spec part 2 §4). An owner submits from none or rejected; only an
 * admin decides, and only a pending application. One service applies every transition under a row
 * lock and records it (src/server/services/certification/transition-certification.ts).
 */
export type CertificationAction = "submit" | "approve" | "reject";

const TRANSITIONS: Record<
  CertificationAction,
  { from: readonly CertificationStatus[]; to: CertificationStatus }
> = {
  submit: { from: ["none", "rejected"], to: "pending" },
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
};

/** Actions only an administrator may take. */
export const ADMIN_ACTIONS: readonly CertificationAction[] = ["approve", "reject"];

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
  return "Only a pending application can be approved or rejected.";
}

/** A certification runs for one year from its approval. */
export function certificationExpiry(approvedAt: Date): Date {
  const expires = new Date(approvedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return expires;
}
