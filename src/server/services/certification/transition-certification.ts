import { eq } from "drizzle-orm";
import {
  ADMIN_ACTIONS,
  type CertificationAction,
  certificationExpiry,
  isRenewableTier,
  nextCertificationStatus,
  refusedTransitionMessage,
  renewedExpiry,
} from "~/domain/certification/certification-machine";
import type { CertificationStatus, Tier } from "~/domain/tiers/tiers";
import { isUuid } from "~/domain/validation/is-uuid";
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
  }
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
  const before = await lockCertifiedBusiness(tx, actor, input.businessId);
  const to = nextCertificationStatus(before.certificationStatus, input.action);
  if (!to) throw new AppError("conflict", refusedTransitionMessage(before.certificationStatus, input.action));

  const tier = input.tier ?? before.certificationTier;
  if (input.action === "renew") {
    if (!input.paymentId)
      throw new AppError("forbidden", "A certification is renewed through a payment only.");
    if (!isRenewableTier(before.certificationTier)) {
      throw new AppError("conflict", "A Free listing has no certification to renew.");
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
