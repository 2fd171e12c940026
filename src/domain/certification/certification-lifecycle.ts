import type { CertificationFields, CertificationStatus } from "./statuses";

/**
 * What happens to a certification after its approval (decision 045): reminders before it expires,
 * a grace period after, then a new application. One set of rules for the lifecycle job, the
 * renewal checkout, the dashboard's lists and the application page, so they always agree.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reminders go out this many days before the expiry, each once per certification period. */
export const REMINDER_DAYS = [60, 30, 7] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** The first reminder's lead: the dashboard lists a certification for renewal from then on. */
export const RENEWAL_WINDOW_DAYS = REMINDER_DAYS[0];

/** After the expiry, renewal by payment is still possible for this many days (the grace period). */
export const RENEWAL_GRACE_DAYS = 30;

type LifecycleFields = CertificationFields;

/**
 * Where a certification stands as of `now`, for its owner:
 * - `active`: approved, more than RENEWAL_WINDOW_DAYS left;
 * - `due`: approved, expiring within RENEWAL_WINDOW_DAYS (the reminders' window): renew now;
 * - `grace`: expired less than RENEWAL_GRACE_DAYS ago: renewal by payment still works;
 * - `lapsed`: expired longer ago: only a new application (reviewed by an admin) certifies it again;
 * - `revoked`: an admin withdrew it: a new application;
 * - null: nothing to renew (no certification, pending, rejected, a Free listing, or no expiry date).
 */
export type RenewalState = "active" | "due" | "grace" | "lapsed" | "revoked";

/** The grace period's last instant: renewal by payment is refused from then on. */
export function graceEndsAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() + RENEWAL_GRACE_DAYS * DAY_MS);
}

/** The status as of `now`: an approved certification whose date has passed is expired, recorded or not yet. */
export function effectiveCertificationStatus(b: LifecycleFields, now: Date): CertificationStatus {
  if (b.certification_status === "approved" && isPast(b.certification_expires_at, now)) return "expired";
  return b.certification_status;
}

function isPast(at: string | null, now: Date): boolean {
  return at !== null && new Date(at).getTime() <= now.getTime();
}

export function renewalState(b: LifecycleFields, now: Date): RenewalState | null {
  if (b.certification_tier === "Free") return null;
  if (b.certification_status === "revoked") return "revoked";
  const status = effectiveCertificationStatus(b, now);
  if ((status !== "approved" && status !== "expired") || !b.certification_expires_at) return null;
  const expires = new Date(b.certification_expires_at);
  if (status === "expired") return now.getTime() < graceEndsAt(expires).getTime() ? "grace" : "lapsed";
  return expires.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS ? "due" : "active";
}

/** Renewal by payment is open: the certification counts or expired within the grace period (and was not revoked). */
export function mayRenewByPayment(b: LifecycleFields, now: Date): boolean {
  const state = renewalState(b, now);
  return (state === "active" || state === "due" || state === "grace") && b.is_verified;
}

/**
 * The reminder due as of `now` for a certification expiring at `expiresAt`: the shortest lead whose
 * day has come (7 within a week, 30 within a month, 60 within two), or null outside the window or
 * once expired. A job that was down for a while sends only the latest one due, never an older one.
 */
export function dueReminder(expiresAt: Date, now: Date): ReminderDays | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const due = REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  return due.length > 0 ? due[due.length - 1]! : null;
}

/** Why a renewal by payment is refused once the grace period is over: names the way back. */
/** Why a lapsed certification cannot be renewed by payment, with its values (`lapsedRenewalValues`). */
export const LAPSED_RENEWAL =
  "This certification expired more than {days} days ago and can no longer be renewed by payment. Submit a new application (documents, affidavit, signature and payment) at {path}; an administrator reviews it.";

export const lapsedRenewalValues = (businessId: string) => ({
  days: RENEWAL_GRACE_DAYS,
  path: `/certification/${businessId}`,
});

export function lapsedRenewalMessage(businessId: string): string {
  const values = lapsedRenewalValues(businessId);
  return LAPSED_RENEWAL.replace("{days}", String(values.days)).replace("{path}", values.path);
}

/** The events of a certificate's public history (GET /certificates/{number}): dates only, never reasons. */
export const CERTIFICATE_HISTORY_EVENTS = ["issued", "renewed", "expired", "revoked"] as const;
export type CertificateHistoryEvent = (typeof CERTIFICATE_HISTORY_EVENTS)[number];

/** What a recorded status change means on the public history, or null when it is not shown there. */
export function certificateHistoryEvent(
  from: CertificationStatus,
  to: CertificationStatus,
): CertificateHistoryEvent | null {
  if (to === "expired" || to === "revoked") return to;
  if (to !== "approved") return null;
  return from === "approved" || from === "expired" ? "renewed" : "issued";
}
