import { and, asc, eq, isNotNull, ne, notExists } from "drizzle-orm";
import type { Tier } from "~/domain/certification/tiers";
import { PAID_TIERS, type PaidTier } from "~/domain/certification/tiers";
import type { Db } from "~/server/db/client";
import { certificationApplications, payments } from "~/server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The business's first-year payments that can still carry an application (decision 037): completed
 * (paid_at set), not a renewal, not a duplicate (decision 043), and not linked to an approved application. A rejected application
 * leaves its payment usable; an approved one uses it up. Oldest first.
 */
function usablePayments(db: Db | Tx, businessId: string) {
  return db
    .select({ id: payments.id, tier: payments.tier, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        eq(payments.businessId, businessId),
        eq(payments.isRenewal, false),
        isNotNull(payments.paidAt),
        ne(payments.status, "duplicate"),
        notExists(
          db
            .select({ id: certificationApplications.id })
            .from(certificationApplications)
            .where(
              and(
                eq(certificationApplications.paymentId, payments.id),
                eq(certificationApplications.status, "approved"),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

/** The usable first-year payment of that tier, if any (the one a submission links). */
export async function findUsableFirstYearPayment(
  db: Db | Tx,
  businessId: string,
  tier: Tier,
): Promise<{ id: string; paidAt: Date } | null> {
  const rows = await usablePayments(db, businessId);
  const row = rows.find((r) => r.tier === tier);
  return row?.paidAt ? { id: row.id, paidAt: row.paidAt } : null;
}

/** For each paid tier: when its usable first-year payment was made, or null (the application page). */
export async function firstYearPaymentsByTier(
  db: Db | Tx,
  businessId: string,
): Promise<Record<PaidTier, string | null>> {
  const rows = await usablePayments(db, businessId);
  const paid = Object.fromEntries(PAID_TIERS.map((t) => [t, null])) as Record<PaidTier, string | null>;
  for (const row of rows) {
    if (row.tier !== "Free" && row.paidAt && paid[row.tier] === null)
      paid[row.tier] = row.paidAt.toISOString();
  }
  return paid;
}
