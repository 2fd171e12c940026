import type { businesses } from "~/server/db/schema";

type Row = Pick<
  typeof businesses.$inferSelect,
  "isVerified" | "certificationTier" | "certificationStatus" | "certificationExpiresAt"
>;

/** A business row's certification fields as the domain's lifecycle and badge rules read them. */
export function lifecycleFieldsOf(row: Row) {
  return {
    is_verified: row.isVerified,
    certification_tier: row.certificationTier,
    certification_status: row.certificationStatus,
    certification_expires_at: row.certificationExpiresAt?.toISOString() ?? null,
  };
}
