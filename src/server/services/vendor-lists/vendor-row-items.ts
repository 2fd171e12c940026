import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import { effectiveTier } from "~/domain/certification/badges";
import { CERTIFICATE_STATUS_LABELS, certificateStatus } from "~/domain/certification/certificate-status";
import type { VendorRowItem } from "~/domain/vendor-lists/vendor-list-schema";
import type { Db } from "~/server/db/client";
import { businesses, vendorListRows } from "~/server/db/schema";

type Reader = Pick<Db, "select">;

/** Rows of a list by row number (after `after`), with their matched businesses, as the API answers them. */
export async function readVendorRowItems(
  db: Reader,
  {
    listId,
    where,
    after,
    limit,
    now,
  }: { listId: string; where?: SQL; after?: number; limit: number; now: Date },
): Promise<VendorRowItem[]> {
  const rows = await db
    .select({ row: vendorListRows, business: businesses })
    .from(vendorListRows)
    .leftJoin(businesses, eq(businesses.id, vendorListRows.businessId))
    .where(
      and(
        eq(vendorListRows.listId, listId),
        where,
        after === undefined ? undefined : gt(vendorListRows.rowNumber, after),
      ),
    )
    .orderBy(asc(vendorListRows.rowNumber))
    .limit(limit);
  return rows.map(({ row, business }) => toItem(row, business, now));
}

function toItem(
  row: typeof vendorListRows.$inferSelect,
  business: typeof businesses.$inferSelect | null,
  now: Date,
): VendorRowItem {
  return {
    row: row.rowNumber,
    vendor: {
      name: row.name,
      address: row.address,
      city: row.city,
      state: row.state,
      postcode: row.postcode,
      country: row.country,
      phone: row.phone,
      website: row.website,
      email: row.email,
    },
    business: business && matchedBusiness(business, now),
    confidence: row.confidence,
    reason: row.reason,
    name_similarity: row.nameSimilarity,
    decision: row.decision,
  };
}

/** The matched business as a buyer reads it: tier as it counts now, the certificate's status and expiry. */
function matchedBusiness(
  b: typeof businesses.$inferSelect,
  now: Date,
): NonNullable<VendorRowItem["business"]> {
  const fields = {
    is_verified: b.isVerified,
    certification_tier: b.certificationTier,
    certification_status: b.certificationStatus,
    certification_expires_at: b.certificationExpiresAt?.toISOString() ?? null,
  };
  const certified = b.certificateNumber !== null;
  const status = certified ? certificateStatus(fields, now) : null;
  return {
    id: b.id,
    name: b.name,
    url: `/business/${b.id}`,
    certification_tier: effectiveTier(fields, now),
    certification_status: b.certificationStatus,
    certificate_status: status ? CERTIFICATE_STATUS_LABELS[status] : "Not certified",
    // A revoked certificate has no date of expiry left to tell.
    certification_expires_at: status && status !== "revoked" ? fields.certification_expires_at : null,
    certificate_number: b.certificateNumber,
  };
}
