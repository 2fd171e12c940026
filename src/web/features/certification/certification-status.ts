import type { CertificationStatus } from "~/domain/certification/statuses";

/** The spec's status text of a business on /certification (My Applications). */
export function applicationStatusText(status: CertificationStatus): string {
  if (status === "approved") return "Certification active";
  if (status === "pending") return "Application under review";
  if (status === "expired") return "Certification expired: renew it or apply again";
  if (status === "revoked") return "Certification revoked: you can apply again";
  return "Ready to apply for certification";
}

/** The spec's button of a business on /certification: each leads to its application page. */
export function applicationAction(status: CertificationStatus): string {
  if (status === "approved") return "View Certificate";
  if (status === "pending") return "View Application";
  if (status === "expired") return "Renew or Apply";
  return "Apply Now";
}

export const STATUS_LABEL: Record<CertificationStatus, string> = {
  none: "Not applied",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  expired: "Expired",
  revoked: "Revoked",
};

export const STATUS_CLASS: Record<CertificationStatus, string> = {
  none: "bg-stone-100 text-stone-700 ring-stone-200",
  pending: "bg-amber-100 text-amber-900 ring-amber-200",
  approved: "bg-green-100 text-green-800 ring-green-200",
  rejected: "bg-red-100 text-red-800 ring-red-200",
  expired: "bg-red-100 text-red-800 ring-red-200",
  revoked: "bg-stone-200 text-stone-800 ring-stone-300",
};
