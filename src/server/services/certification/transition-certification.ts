import { and, asc, eq, inArray, lte, ne } from "drizzle-orm";
import {
  graceEndsAt,
  LAPSED_RENEWAL,
  lapsedRenewalValues,
} from "~/domain/certification/certification-lifecycle";
import {
  ADMIN_ACTIONS,
  type CertificationAction,
  certificationExpiry,
  isRenewableTier,
  nextCertificationStatus,
  refusedTransitionMessage,
  renewedExpiry,
} from "~/domain/certification/certification-machine";
import type { CertificationStatus } from "~/domain/certification/statuses";
import type { Tier } from "~/domain/certification/tiers";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businesses, certificationEvents } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { isOwnerOrAdmin, type SignedInActor } from "~/server/policy";
import { assignCertificateNumber } from "./assign-certificate-number";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const BUSINESS_NOT_FOUND = "Business not found.";

/** The business under a row lock, once the actor is known to be its owner or an admin (404 / 403 otherwise). */
export async function lockCertifiedBusiness(tx: Tx, actor: SignedInActor, businessId: string) {
  if (!isUuid(businessId)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  if (!isOwnerOrAdmin(actor, row.ownerId)) {
    throw new AppError("forbidden", "You can only manage the certification of your own businesses.");
  }
  return row;
}

export type TransitionInput = {
  businessId: string;
  action: CertificationAction;
  /** The tier applied for (submit); decisions keep the business's tier. */
  tier?: Tier;
  notes?: string | null;
  /** The paid payment a renewal comes from: a renewal happens through one only. */
  paymentId?: string;
  now: Date;
};

function changesOf(
  action: CertificationAction,
  to: CertificationStatus,
  tier: Tier,
  before: { certificationExpiresAt: Date | null },
  now: Date,
) {
  switch (action) {
    case "submit":
      return { certificationStatus: to, certificationTier: tier, certificationRequestedAt: now };
    case "approve":
      return { certificationStatus: to, isVerified: true, certificationExpiresAt: certificationExpiry(now) };
    case "renew":
      return {
        certificationStatus: to,
        isVerified: true,
        certificationExpiresAt: renewedExpiry(now, before.certificationExpiresAt),
      };
    case "reject":
      return { certificationStatus: to, isVerified: false };
    // Expiry changes nothing anyone sees: an expired date already took the badge away (query time).
    case "expire":
      return { certificationStatus: to };
    case "revoke":
      return { certificationStatus: to, isVerified: false };
  }
}

/** What the history says when the system records a lapse: the date it expired. */
function lapseNote(expiresAt: Date): string {
  return `Expired on ${expiresAt.toISOString().slice(0, 10)}: not renewed in time.`;
}

/**
 * The one place a business's certification status changes (the state machine in
 * src/domain/certification): inside the caller's transaction, under a row lock, so two admins deciding
 * at once cannot both succeed — the second sees the new status and gets 409. Each transition is appended
 * to certification_events with who made it, when and why. An approval numbers the certificate when the
 * business has no number yet (a re-approval keeps its number). Payment before review (certification part 2)
 * plugs into the submit service that calls this, not here.
 */
export async function transitionCertification(tx: Tx, actor: SignedInActor, input: TransitionInput) {
  if (ADMIN_ACTIONS.includes(input.action) && actor.role !== "admin") {
    throw new AppError("forbidden", "Only administrators can approve or reject an application.");
  }
  const locked = await lockCertifiedBusiness(tx, actor, input.businessId);
  // An approved certification whose date has passed is expired, whether or not the lifecycle job has
  // recorded it yet: the lapse is recorded first, so the history never skips it (decision 045).
  const before =
    locked.certificationStatus === "approved" &&
    locked.certificationExpiresAt &&
    locked.certificationExpiresAt.getTime() <= input.now.getTime()
      ? await recordLapse(tx, locked, locked.certificationExpiresAt)
      : locked;
  const to = nextCertificationStatus(before.certificationStatus, input.action);
  if (!to) throw new AppError("conflict", refusedTransitionMessage(before.certificationStatus, input.action));

  const tier = input.tier ?? before.certificationTier;
  if (input.action === "renew") {
    if (!input.paymentId)
      throw new AppError("forbidden", "A certification is renewed through a payment only.");
    if (!isRenewableTier(before.certificationTier)) {
      throw new AppError("conflict", "A Free listing has no certification to renew.");
    }
    // Past the grace period, only a new application (and an admin's review) certifies again.
    if (
      before.certificationStatus === "expired" &&
      (!before.certificationExpiresAt ||
        graceEndsAt(before.certificationExpiresAt).getTime() <= input.now.getTime())
    ) {
      throw AppError.of("conflict", LAPSED_RENEWAL, lapsedRenewalValues(before.id));
    }
  }
  const changes = changesOf(input.action, to, tier, before, input.now);
  const notes =
    input.action === "renew"
      ? [`Renewed through payment ${input.paymentId}.`, input.notes].filter(Boolean).join(" ")
      : input.notes || null;
  const [after] = await tx
    .update(businesses)
    .set({ ...changes, updatedAt: input.now })
    .where(eq(businesses.id, before.id))
    .returning();
  if (input.action === "approve" && !after!.certificateNumber) {
    after!.certificateNumber = await assignCertificateNumber(tx, before.id, input.now);
  }
  const [event] = await tx
    .insert(certificationEvents)
    .values({
      businessId: before.id,
      actorId: actor.userId,
      fromStatus: before.certificationStatus,
      toStatus: to,
      tier,
      notes,
      createdAt: input.now,
    })
    .returning();
  return { before, after: after!, event: event! };
}

type BusinessRow = typeof businesses.$inferSelect;

/** An approved, locked business whose date has passed becomes expired, with the system's event dated at the lapse. */
async function recordLapse(tx: Tx, row: BusinessRow, expiresAt: Date): Promise<BusinessRow> {
  const [after] = await tx
    .update(businesses)
    .set({ certificationStatus: "expired" })
    .where(eq(businesses.id, row.id))
    .returning();
  await tx.insert(certificationEvents).values({
    businessId: row.id,
    actorId: null,
    bySystem: true,
    fromStatus: "approved",
    toStatus: "expired",
    tier: row.certificationTier,
    notes: lapseNote(expiresAt),
    createdAt: expiresAt,
  });
  return after!;
}

/** A certification the lifecycle job found lapsed and recorded as expired (one per lapse). */
export type Lapse = {
  businessId: string;
  name: string;
  ownerId: string | null;
  tier: BusinessRow["certificationTier"];
  expiresAt: Date;
};

/**
 * The expire transition for the lifecycle job (decision 045): up to `limit` approved certifications
 * of paid tiers whose date is at or before `now` become expired, each with one system event dated at
 * its lapse. One statement claims them: `UPDATE … WHERE certification_status = 'approved'` re-checks
 * each row under its lock, so two runs at once (two app processes) never record one lapse twice —
 * the second finds the row already expired and skips it. Answers the lapses it recorded.
 */
export async function expireLapsedCertifications(tx: Tx, now: Date, limit: number): Promise<Lapse[]> {
  const lapsed = and(
    eq(businesses.certificationStatus, "approved"),
    ne(businesses.certificationTier, "Free"),
    lte(businesses.certificationExpiresAt, now),
  );
  const batch = tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(lapsed)
    .orderBy(asc(businesses.certificationExpiresAt))
    .limit(limit);
  const rows = await tx
    .update(businesses)
    .set({ certificationStatus: "expired" })
    .where(and(lapsed, inArray(businesses.id, batch)))
    .returning({
      businessId: businesses.id,
      name: businesses.name,
      ownerId: businesses.ownerId,
      tier: businesses.certificationTier,
      expiresAt: businesses.certificationExpiresAt,
    });
  const lapses = rows.map((r) => ({ ...r, expiresAt: r.expiresAt! }));
  if (lapses.length > 0) {
    await tx.insert(certificationEvents).values(
      lapses.map((l) => ({
        businessId: l.businessId,
        actorId: null,
        bySystem: true,
        fromStatus: "approved" as const,
        toStatus: "expired" as const,
        tier: l.tier,
        notes: lapseNote(l.expiresAt),
        createdAt: l.expiresAt,
      })),
    );
  }
  return lapses;
}
