import { fileNameSlug } from "~/domain/shared/file-name-slug";

/**
 * Certificate numbers: UJ-{year of approval}-{6 digits} (the bulk demo generator numbers past a
 * million, with 7 digits, so lookups accept both).
 */
const CERTIFICATE_NUMBER = /^UJ-\d{4}-\d{6,7}$/;

/** A number as people type it (spaces around, lower case) in its stored form. */
export function normalizeCertificateNumber(input: string): string {
  return input.trim().toUpperCase();
}

/** Whether a (normalised) string has the shape of a certificate number. */
export function isCertificateNumber(value: string): boolean {
  return CERTIFICATE_NUMBER.test(value);
}

/** The number of the year with these digits (0–999999, zero-padded to six). */
export function formatCertificateNumber(year: number, digits: number): string {
  return `UJ-${year}-${String(digits).padStart(6, "0")}`;
}

/**
 * The certificate's download name: certificate-{name}.html (or .pdf), the name in lower case with
 * letters and digits only (accents dropped), every other run of characters one hyphen.
 */
export function certificateFileName(businessName: string, extension: "html" | "pdf" = "html"): string {
  return `certificate-${fileNameSlug(businessName) || "business"}.${extension}`;
}
