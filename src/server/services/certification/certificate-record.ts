import { and, desc, eq } from "drizzle-orm";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { certificateStatus } from "~/domain/certification/certificate-status";
import type { Db } from "~/server/db/client";
import { type businesses, certificationEvents } from "~/server/db/schema";

type BusinessRow = typeof businesses.$inferSelect;

export const CERTIFICATE_NOT_FOUND = "Certificate not found.";

/** When the business was last approved (its certificate's issue date), from its certification history. */
async function approvedAt(db: Db, businessId: string): Promise<Date | null> {
  const [event] = await db
    .select({ at: certificationEvents.createdAt })
    .from(certificationEvents)
    .where(and(eq(certificationEvents.businessId, businessId), eq(certificationEvents.toStatus, "approved")))
    .orderBy(desc(certificationEvents.createdAt))
    .limit(1);
  return event?.at ?? null;
}

/** The public certificate of a numbered business, with its status as of `now`. */
export async function toCertificate(
  db: Db,
  row: BusinessRow & { certificateNumber: string },
  now: Date,
): Promise<Certificate> {
  const status = certificateStatus(
    {
      is_verified: row.isVerified,
      certification_tier: row.certificationTier,
      certification_status: row.certificationStatus,
      certification_expires_at: row.certificationExpiresAt?.toISOString() ?? null,
    },
    now,
  );
  return {
    certificate_number: row.certificateNumber,
    business_id: row.id,
    business_name: row.name,
    tier: row.certificationTier,
    status,
    issued_at: (await approvedAt(db, row.id))?.toISOString() ?? null,
    expires_at: row.certificationExpiresAt?.toISOString() ?? null,
  };
}
