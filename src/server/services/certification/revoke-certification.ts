import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { RevocationResult } from "~/domain/certification/certification-api-schema";
import { notice, tierNotice } from "~/domain/notifications/notice";
import { payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { certificationRevokedMail } from "~/server/mail/certification-lifecycle-mail";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { adminApplicationCard } from "./admin-application-cards";
import { notifyOwner } from "./notify-owner";
import { transitionCertification } from "./transition-certification";

/**
 * An admin withdraws an approved (or expired) certification, with a reason (decision 045). In one
 * transaction: the revoke transition (under the business's row lock: status revoked, is_verified
 * false, so the badge is gone everywhere at once; the event in the history carries the reason), the
 * owner's in-app notification and e-mail, both with the reason. Once committed, every Stripe
 * subscription of the business's payments is cancelled at the provider, so no later year is charged;
 * a cancellation the provider refuses is logged and answered as `failed` (the admin cancels it there).
 * The public check shows "revoked" and the date, never the reason.
 */
export async function revokeCertification(
  ctx: ServiceContext,
  actor: Actor,
  { businessId, reason }: { businessId: string; reason: string },
): Promise<RevocationResult> {
  const admin = requireAdmin(actor);
  const why = reason.trim();
  if (!why) throw new AppError("validation", "Give a reason for the revocation.", { reason: "Required" });
  const now = ctx.now();
  const { card, subscriptions } = await ctx.db.transaction(async (tx) => {
    const { after } = await transitionCertification(tx, admin, {
      businessId,
      action: "revoke",
      notes: why,
      now,
    });
    // Vendor lists holding the business hear of it once this commits (decision 060).
    await ctx.jobs.enqueue(tx, "watch-certification-changes", {});
    await notifyOwner(
      ctx,
      tx,
      { businessId, ownerId: after.ownerId },
      {
        title: notice("Certification revoked"),
        body: notice("{business}'s {tier} certification was revoked. Reason: {reason}", {
          business: after.name,
          tier: tierNotice(after.certificationTier),
          reason: why,
        }),
        mail: (to, { origin, url }, language) =>
          certificationRevokedMail(
            to,
            {
              origin,
              businessName: after.name,
              tier: after.certificationTier,
              reason: why,
              revokedAt: now,
              url,
            },
            language,
          ),
      },
    );
    const held = await tx
      .selectDistinct({ id: payments.providerSubscriptionId })
      .from(payments)
      .where(
        and(
          eq(payments.businessId, businessId),
          isNotNull(payments.providerSubscriptionId),
          // A duplicate's subscription was cancelled when it was found (decision 043).
          ne(payments.status, "duplicate"),
        ),
      );
    const card = await adminApplicationCard(tx, ctx.storage, businessId);
    if (!card) throw new AppError("not_found", "Business not found.");
    return { card, subscriptions: held.map((h) => h.id!).filter(Boolean) };
  });
  ctx.searchCache.invalidate();
  return { ...card, subscription: await cancelSubscriptions(ctx, businessId, subscriptions) };
}

/** Stops the business's yearly charges at the provider: none to cancel, all cancelled, or one failed. */
async function cancelSubscriptions(
  ctx: Pick<ServiceContext, "payments" | "logger">,
  businessId: string,
  subscriptions: string[],
): Promise<RevocationResult["subscription"]> {
  if (subscriptions.length === 0) return "none";
  let failed = false;
  for (const subscriptionId of subscriptions) {
    try {
      await ctx.payments.cancelSubscription(subscriptionId);
    } catch (error) {
      failed = true;
      ctx.logger.warn(
        { err: error, businessId, subscriptionId },
        "certification: a revoked business's subscription could not be cancelled; cancel it at the provider",
      );
    }
  }
  return failed ? "failed" : "cancelled";
}
