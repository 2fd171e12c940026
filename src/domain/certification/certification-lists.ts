import { mayRenewByPayment, renewalState } from "./certification-lifecycle";
import type { CertificationFields } from "./statuses";

/** The dashboard's renewal window: from the first reminder on (decision 045: 60 days before the expiry). */
export { RENEWAL_WINDOW_DAYS } from "./certification-lifecycle";

/**
 * 'Complete Your Certification': a paid tier whose application is neither approved nor pending, and
 * that cannot be renewed by payment instead: none, rejected, revoked, or expired past the grace period
 * (decision 045: a new application).
 */
export function needsCertification(b: CertificationFields, now: Date): boolean {
  if (b.certification_tier === "Free" || b.certification_status === "pending") return false;
  const state = renewalState(b, now);
  return state === null ? b.certification_status !== "approved" : state === "lapsed" || state === "revoked";
}

/**
 * 'Certification Renewals': a paid certification that can be renewed by payment and is due — within the
 * reminders' window (60 days before the expiry) or expired within the grace period. The same rule as
 * the reminders the lifecycle job sends, so the list and the e-mails agree.
 */
export function needsRenewal(b: CertificationFields, now: Date): boolean {
  const state = renewalState(b, now);
  return (state === "due" || state === "grace") && mayRenewByPayment(b, now);
}

/**
 * The tier is what a certification is for: it changes through the form only while no application
 * is pending, approved or renewable (otherwise a paid badge could be had by editing the form, or by
 * renewing an expired certification on another tier). A revoked business applies afresh.
 */
export function mayChangeTier(b: Pick<CertificationFields, "certification_status">): boolean {
  return (
    b.certification_status === "none" ||
    b.certification_status === "rejected" ||
    b.certification_status === "revoked"
  );
}
