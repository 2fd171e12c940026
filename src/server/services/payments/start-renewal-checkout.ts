import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { isRenewableTier } from "~/domain/certification/certification-machine";
import {
  CHECKOUT_CANCEL_PATH,
  CHECKOUT_SUCCESS_PATH,
  type CheckoutInput,
} from "~/domain/payments/payment-api-schema";
import { TIER_ANNUAL_PRICE_CENTS } from "~/domain/tiers/tiers";
import { isUuid } from "~/domain/validation/is-uuid";
import { businesses, payments, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import { BUSINESS_NOT_FOUND } from "~/server/services/certification/transition-certification";
import type { ServiceContext } from "~/server/services/service-context";

/** What Stripe puts in place of this in the success URL. */
const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/**
 * Starts the payment of a renewal (spec part 2 §7 create-subscription-checkout, isRenewal true): for
 * the owner of an approved business on a paid tier, or an admin, a pending payments row of the tier's
 * yearly price (tiers.ts), then the provider's checkout. Answers the URL to send the browser to.
 */
export async function startRenewalCheckout(
  ctx: ServiceContext,
  actor: Actor,
  input: CheckoutInput,
): Promise<{ url: string }> {
  requireUser(actor);
  if (!isUuid(input.business_id)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [business] = await ctx.db
    .select()
    .from(businesses)
    .where(eq(businesses.id, input.business_id))
    .limit(1);
  if (!business) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const user = requireOwnerOrAdmin(actor, business.ownerId, {
    unauthorized: "Sign in to continue.",
    forbidden: "You can only renew the certification of your own businesses.",
  });
  if (input.certification_tier !== business.certificationTier) {
    throw new AppError("validation", `This business is on the ${business.certificationTier} tier.`, {
      certification_tier: `Must be the business's tier (${business.certificationTier})`,
    });
  }
  if (!isRenewableTier(business.certificationTier)) {
    throw new AppError("conflict", "A Free listing has no certification to renew.");
  }
  if (business.certificationStatus !== "approved") {
    throw new AppError("conflict", "Only an approved certification can be renewed.");
  }

  const [owner] = business.ownerId
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, business.ownerId)).limit(1)
    : [];
  const paymentId = randomUUID();
  const amountCents = TIER_ANNUAL_PRICE_CENTS[business.certificationTier];
  // The row comes first, under a placeholder session id: a checkout is never made for a payment we lack.
  await ctx.db.insert(payments).values({
    id: paymentId,
    businessId: business.id,
    userId: user.userId,
    tier: business.certificationTier,
    isRenewal: true,
    provider: ctx.payments.kind,
    providerSessionId: `pending_${paymentId}`,
    amountCents,
  });
  const origin = ctx.config.baseUrl.replace(/\/+$/, "");
  try {
    const session = await ctx.payments.createCheckout({
      paymentId,
      businessId: business.id,
      businessName: business.name,
      tier: business.certificationTier,
      amountCents,
      currency: "usd",
      customerEmail: owner?.email ?? null,
      successUrl: `${origin}${CHECKOUT_SUCCESS_PATH}${SESSION_PLACEHOLDER}`,
      cancelUrl: `${origin}${CHECKOUT_CANCEL_PATH}`,
    });
    await ctx.db
      .update(payments)
      .set({ providerSessionId: session.sessionId, updatedAt: ctx.now() })
      .where(eq(payments.id, paymentId));
    return { url: session.url };
  } catch (error) {
    ctx.logger.error({ err: error, paymentId }, "payments: the provider refused the checkout");
    await ctx.db
      .update(payments)
      .set({ status: "failed", updatedAt: ctx.now() })
      .where(eq(payments.id, paymentId));
    throw new AppError("unavailable", "The payment provider could not start the checkout. Try again later.");
  }
}
