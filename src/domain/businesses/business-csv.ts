import { effectiveTier } from "~/domain/certification/badges";
import { CERTIFICATE_STATUS_LABELS, certificateStatus } from "~/domain/certification/certificate-status";
import type { Business } from "./business-schema";

/** Rows one export holds at most; the file then ends with a line that says so. */
export const CSV_EXPORT_DEFAULT_MAX_ROWS = 10_000;
/** Exports one client address may download an hour. */
export const CSV_EXPORTS_PER_HOUR = 20;

export const BUSINESS_CSV_HEADER = [
  "Name",
  "Category",
  "Tier",
  "Certification status",
  "Certification expires",
  "Certificate number",
  "Verify URL",
  "City",
  "State",
  "Country",
  "Phone",
  "Email",
  "Website",
  "NAICS codes",
  "Service areas",
  "Other certifications",
  "Latitude",
  "Longitude",
] as const;

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, and the tab and carriage return that can
 * hide one) starts with an apostrophe instead, as OWASP's CSV injection advice says.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * What a business's procurement profile adds to its row: NAICS codes, service areas ("US-GA") and
 * its other certifications' cell ("NMSDC MBE (checked); DBE (expired)", otherCertificationsCell).
 */
export type CsvProcurement = {
  naics: readonly string[];
  serviceAreas: readonly string[];
  otherCertifications?: string;
};
const NO_PROCUREMENT: CsvProcurement = { naics: [], serviceAreas: [] };

/**
 * One business as a row under BUSINESS_CSV_HEADER: its tier and certificate as they stand at `now`;
 * its procurement profile's codes and areas, each list in one cell ("; " between them); its point
 * only when it is the business's own (none for a business that shows only its area).
 */
export function businessCsvRow(
  business: Business,
  now: Date,
  origin: string,
  procurement: CsvProcurement = NO_PROCUREMENT,
): string[] {
  const number = business.certificate_number;
  const point = business.location?.precision === "exact" ? business.location : null;
  const certified = number !== null;
  const cells = [
    business.name,
    business.category,
    effectiveTier(business, now),
    certified ? CERTIFICATE_STATUS_LABELS[certificateStatus(business, now)] : "Not certified",
    certified ? (business.certification_expires_at?.slice(0, 10) ?? "") : "",
    number ?? "",
    certified ? `${origin}/verify/${encodeURIComponent(number)}` : "",
    business.city ?? "",
    business.state ?? "",
    business.country ?? "",
    business.phone ?? "",
    business.email ?? "",
    business.website ?? "",
    procurement.naics.join("; "),
    procurement.serviceAreas.join("; "),
    procurement.otherCertifications ?? "",
  ];
  // Numbers the server wrote, not text anyone typed: a negative one is no formula and keeps its sign.
  const coordinates = point ? [String(point.lat), String(point.lng)] : ["", ""];
  return [...cells.map(neutraliseFormula), ...coordinates];
}

/** The last line of an export that stopped at its cap. */
export function csvCapLine(maxRows: number): string {
  return `Only the first ${maxRows.toLocaleString("en-US")} businesses are included. Narrow the search to download the rest.`;
}

/** The download's file name, dated. */
export function businessCsvFileName(now: Date): string {
  return `ujamaa-businesses-${now.toISOString().slice(0, 10)}.csv`;
}
