import type { CertificationStatus } from "~/domain/certification/statuses";
import type { MessageId } from "~/domain/languages/catalogs";

/** The spec's status text of a business on /certification (My Applications). */
export function applicationStatusText(status: CertificationStatus): MessageId {
  if (status === "approved") return "Certification active";
  if (status === "pending") return "Application under review";
  if (status === "expired") return "Certification expired: renew it or apply again";
  if (status === "revoked") return "Certification revoked: you can apply again";
  return "Ready to apply for certification";
}

/** The spec's button of a business on /certification: each leads to its application page. */
export function applicationAction(status: CertificationStatus): MessageId {
  if (status === "approved") return "View Certificate";
  if (status === "pending") return "View Application";
  if (status === "expired") return "Renew or Apply";
  return "Apply Now";
}
