// Other certifications on a procurement profile (NMSDC MBE, WBENC WBE, SBA 8(a), a state HUB, DBE or
// another): their words, limits and states. No zod, so screens import it without the schema.
import { APPLICANT_DOCUMENT_ACCEPT, APPLICANT_DOCUMENT_TYPES } from "~/domain/certification/document-rules";
import {
  OTHER_CERTIFICATION_KIND_LABELS,
  OTHER_CERTIFICATION_KINDS,
  type OtherCertificationKind,
} from "./other-certification-kinds";

export {
  isOtherCertificationKind,
  OTHER_CERTIFICATION_KIND_LABELS,
  OTHER_CERTIFICATION_KINDS,
  type OtherCertificationKind,
} from "./other-certification-kinds";

export const OTHER_CERTIFICATION_LIMITS = {
  /** Per business. */
  perBusiness: 10,
  name: 100,
  certifier: 200,
  number: 100,
  /** The earliest expiry accepted. */
  firstYear: 1950,
  /** How many years ahead of today an expiry may be. */
  yearsAhead: 30,
} as const;

/** The certificate's file: PDF, JPG or PNG by its content, at most 10 MB (as an applicant's documents). */
export const OTHER_CERTIFICATION_FILE_TYPES = APPLICANT_DOCUMENT_TYPES;
export const OTHER_CERTIFICATION_FILE_ACCEPT = APPLICANT_DOCUMENT_ACCEPT;

/** The last year an expiry may fall in, seen from `today`. */
export function lastExpiryYear(today: Date): number {
  return today.getUTCFullYear() + OTHER_CERTIFICATION_LIMITS.yearsAhead;
}

export const OTHER_CERTIFICATION_MESSAGES = {
  kind: `Choose a kind: ${Object.values(OTHER_CERTIFICATION_KIND_LABELS).join(", ")}`,
  name: "Name the certification",
  certifier: "Certifier is required",
  number: "Certificate number is required",
  expiresFormat: "Expiry must be a date (YYYY-MM-DD)",
  expiresRange: (today: Date) =>
    `Expiry must be a date from ${OTHER_CERTIFICATION_LIMITS.firstYear} to ${lastExpiryYear(today)}`,
  file: "Upload the certificate (PDF, JPG or PNG)",
  fileType: { title: "Invalid file type", message: "The certificate must be a PDF, JPG or PNG file." },
  tooMany: `A business may list at most ${OTHER_CERTIFICATION_LIMITS.perBusiness} other certifications`,
  notFound: "Certification not found.",
  unauthorized: "Sign in to change a business's certifications.",
  forbidden: "Only the business's owner or an admin can change its certifications.",
  fileForbidden: "Only the business's owner or an admin can read a certificate's file.",
  filter: `other_certification must be one of ${OTHER_CERTIFICATION_KINDS.join(", ")}`,
} as const;

/** "2026-12-01": a date as the API writes it (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether an expiry ("YYYY-MM-DD") has passed on `today` (the day after it, UTC). */
export function isExpired(expiresOn: string, today: Date): boolean {
  return expiresOn < isoDate(today);
}

/** How a certification is named: its kind, or the name the owner gave an "Other". */
export function otherCertificationTitle(cert: { kind: OtherCertificationKind; name: string | null }): string {
  return cert.kind === "other" && cert.name ? cert.name : OTHER_CERTIFICATION_KIND_LABELS[cert.kind];
}

type CsvCertification = {
  kind: OtherCertificationKind;
  name: string | null;
  expires_on: string;
  checked: boolean;
};

/** The CSV's cell: "NMSDC MBE (checked); DBE (expired); State HUB". */
export function otherCertificationsCell(list: readonly CsvCertification[], today: Date): string {
  return list
    .map((cert) => {
      const state = isExpired(cert.expires_on, today) ? " (expired)" : cert.checked ? " (checked)" : "";
      return `${otherCertificationTitle(cert)}${state}`;
    })
    .join("; ");
}
