import type { CertificationStatus } from "~/domain/certification/statuses";
import type { Tier } from "~/domain/certification/tiers";
import type { DemoCertification } from "./demo-businesses";

const DAY_MS = 86_400_000;

export type CertificationFields = {
  certificationTier: Tier;
  certificationStatus: CertificationStatus;
  isVerified: boolean;
  certificationRequestedAt: Date | null;
  certificationExpiresAt: Date | null;
  certificateNumber: string | null;
};

/** One status change of the business's history, oldest first. */
export type CertificationStep = {
  from: CertificationStatus;
  to: CertificationStatus;
  at: Date;
  byAdmin: boolean;
  /** Recorded by the lifecycle job (an expiry), not by a person. */
  bySystem?: boolean;
  notes?: string;
};

/**
 * The certification columns and history of a demo business, relative to `now`: approved (expires in
 * months), expiring (within 30 days), expired (in the last three weeks, so still renewable by payment
 * in the grace period, decision 045; its lapse recorded as the lifecycle job does), pending, rejected,
 * or Free.
 * `sequence` numbers the certificate: UJ-2026-000101.
 */
export function demoCertification(
  state: DemoCertification,
  tier: Tier,
  now: Date,
  sequence: number,
): { fields: CertificationFields; history: CertificationStep[] } {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  if (state === "free") {
    return {
      fields: {
        certificationTier: "Free",
        certificationStatus: "none",
        isVerified: false,
        certificationRequestedAt: null,
        certificationExpiresAt: null,
        certificateNumber: null,
      },
      history: [],
    };
  }
  const expiresInDays = {
    approved: 150 + ((sequence * 37) % 180),
    expiring: 12 + (sequence % 10),
    expired: -5 - (sequence % 20),
  };
  if (state === "approved" || state === "expiring" || state === "expired") {
    const expiresAt = daysFromNow(expiresInDays[state]);
    const approvedAt = new Date(expiresAt.getTime() - 365 * DAY_MS);
    const requestedAt = new Date(approvedAt.getTime() - 9 * DAY_MS);
    const lapsed = state === "expired";
    return {
      fields: {
        certificationTier: tier,
        certificationStatus: lapsed ? "expired" : "approved",
        isVerified: true,
        certificationRequestedAt: requestedAt,
        certificationExpiresAt: expiresAt,
        certificateNumber: `UJ-${approvedAt.getUTCFullYear()}-${String(sequence).padStart(6, "0")}`,
      },
      history: [
        { from: "none", to: "pending", at: requestedAt, byAdmin: false },
        {
          from: "pending",
          to: "approved",
          at: approvedAt,
          byAdmin: true,
          notes: "Documents and affidavit verified.",
        },
        ...(lapsed
          ? [
              {
                from: "approved" as const,
                to: "expired" as const,
                at: expiresAt,
                byAdmin: false,
                bySystem: true,
                notes: `Expired on ${expiresAt.toISOString().slice(0, 10)}: not renewed in time.`,
              },
            ]
          : []),
      ],
    };
  }
  const requestedAt = daysFromNow(state === "pending" ? -3 - (sequence % 5) : -40);
  const submitted: CertificationStep = { from: "none", to: "pending", at: requestedAt, byAdmin: false };
  return {
    fields: {
      certificationTier: tier,
      certificationStatus: state,
      isVerified: false,
      certificationRequestedAt: requestedAt,
      certificationExpiresAt: null,
      certificateNumber: null,
    },
    history:
      state === "pending"
        ? [submitted]
        : [
            submitted,
            {
              from: "pending",
              to: "rejected",
              at: daysFromNow(-33),
              byAdmin: true,
              notes:
                "The business licence provided has expired. Please upload a current licence and apply again.",
            },
          ],
  };
}
