import { eq } from "drizzle-orm";
import { canDownloadCertificate } from "~/domain/certification/badges";
import { certificateFileName } from "~/domain/certification/certificate-number";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { type Paper, paperForCountry } from "~/domain/places/paper";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { CERTIFICATE_NOT_FOUND, toCertificate } from "./certificate-record";

/**
 * The certificate of a business, for anyone viewing it (spec: the button shows to every viewer), but
 * only while it counts: verified, paid tier, approved, not expired, and numbered. Anything else, and a
 * hidden business to anyone but its owner or an admin, is 404 with no detail.
 */
export async function getBusinessCertificate(
  { db, now: clock }: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<{ certificate: Certificate; fileName: string; pdfFileName: string; paper: Paper }> {
  if (!isUuid(businessId)) throw new AppError("not_found", CERTIFICATE_NOT_FOUND);
  const now = clock();
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  const downloadable =
    row?.certificateNumber &&
    (row.isActive || isOwnerOrAdmin(actor, row.ownerId)) &&
    canDownloadCertificate(
      {
        is_verified: row.isVerified,
        certification_tier: row.certificationTier,
        certification_status: row.certificationStatus,
        certification_expires_at: row.certificationExpiresAt?.toISOString() ?? null,
      },
      now,
    );
  if (!row?.certificateNumber || !downloadable) throw new AppError("not_found", CERTIFICATE_NOT_FOUND);
  const certificate = await toCertificate(db, { ...row, certificateNumber: row.certificateNumber }, now);
  return {
    certificate,
    fileName: certificateFileName(row.name),
    pdfFileName: certificateFileName(row.name, "pdf"),
    paper: paperForCountry(row.country),
  };
}
