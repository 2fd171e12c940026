import { eq } from "drizzle-orm";
import { isCertificateNumber, normalizeCertificateNumber } from "~/domain/certification/certificate-number";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { ServiceContext } from "~/server/services/service-context";
import { CERTIFICATE_NOT_FOUND, toCertificate } from "./certificate-record";

/**
 * Public: the certificate with this number and its live status (valid, expiring, expired, revoked).
 * Unknown or malformed numbers: 404. A number stays known after the certification lapses or is
 * withdrawn, so that a buyer holding an old certificate learns it no longer counts.
 */
export async function verifyCertificate(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  { number }: { number: string },
): Promise<Certificate> {
  const wanted = normalizeCertificateNumber(number);
  if (!isCertificateNumber(wanted)) throw new AppError("not_found", CERTIFICATE_NOT_FOUND);
  const [row] = await db.select().from(businesses).where(eq(businesses.certificateNumber, wanted)).limit(1);
  if (!row?.certificateNumber) throw new AppError("not_found", CERTIFICATE_NOT_FOUND);
  return toCertificate(db, { ...row, certificateNumber: row.certificateNumber }, now());
}
