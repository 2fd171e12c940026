import { asc, eq } from "drizzle-orm";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { certificateStatus } from "~/domain/certification/certificate-status";
import { certificateHistoryEvent } from "~/domain/certification/certification-lifecycle";
import type { CertificationEnd } from "~/domain/certification/statuses";
import type { Db } from "~/server/db/client";
import { type businesses, certificationEvents } from "~/server/db/schema";

type BusinessRow = typeof businesses.$inferSelect;

export const CERTIFICATE_NOT_FOUND = "Certificate not found.";

/**
 * The public certificate of a numbered business, with its status as of `now` and its history: the
 * dates it was issued, renewed, expired and revoked (from certification_events, oldest first; never
 * the notes, who acted, or anything of the applications). The issue date is the latest approval.
 */
export async function toCertificate(
  db: Db,
  row: BusinessRow & { certificateNumber: string },
  now: Date,
): Promise<Certificate> {
  const events = await db
    .select({
      from: certificationEvents.fromStatus,
      to: certificationEvents.toStatus,
      at: certificationEvents.createdAt,
    })
    .from(certificationEvents)
    .where(eq(certificationEvents.businessId, row.id))
    .orderBy(asc(certificationEvents.createdAt), asc(certificationEvents.id));
  const history = events.flatMap((e) => {
    const event = certificateHistoryEvent(e.from, e.to);
    return event ? [{ event, at: e.at.toISOString() }] : [];
  });
  const lastEnd = history.findLast((h) => h.event === "expired" || h.event === "revoked");
  const status = certificateStatus(
    {
      is_verified: row.isVerified,
      certification_tier: row.certificationTier,
      certification_status: row.certificationStatus,
      certification_expires_at: row.certificationExpiresAt?.toISOString() ?? null,
    },
    now,
    lastEnd ? (lastEnd.event as CertificationEnd) : null,
  );
  const issued = events.findLast((e) => e.to === "approved");
  return {
    certificate_number: row.certificateNumber,
    business_id: row.id,
    business_name: row.name,
    tier: row.certificationTier,
    status,
    issued_at: issued?.at.toISOString() ?? null,
    expires_at: row.certificationExpiresAt?.toISOString() ?? null,
    history,
  };
}
