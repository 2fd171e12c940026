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
import { findUsableFirstYearPayment } from "./first-year-payment";

/** What Stripe puts in place of this in the success URL. */
const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/**
 * Starts a payment (spec part 2 §7 create-subscription-checkout), for the owner of the business or
 * an admin: a pending payments row of the tier's yearly price (tiers.ts), then the provider's
 * checkout. Answers the URL to send the browser to.
 * - A renewal (`is_renewal` true, decision 036): the business is approved on that paid tier.
 * - A first year (`is_renewal` false, decision 037): the business is not certified or was rejected,
 *   the tier is the paid tier applied for (it may differ from the business's), and no usable paid
 *   first-year payment of that tier exists yet (409: the application can be submitted already).
 */
export async function startCheckout(
  ctx: ServiceContext,
  actor: Actor,
  input: CheckoutInput & {
    /** Where the checkout returns to: the site's origin as the request named it (publicOrigin). */
    origin?: string;
  },
): Promise<{ url: string }> {
  requireUser(actor);
  if (!isUuid(input.business_id)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [business] = await ctx.db
    .select()
    .from(businesses)
    .where(eq(businesses.id, input.business_id))
    .limit(1);
  if (!business) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const tier = input.certification_tier;
  const user = requireOwnerOrAdmin(actor, business.ownerId, {
    unauthorized: "Sign in to continue.",
    forbidden: input.is_renewal
      ? "You can only renew the certification of your own businesses."
      : "You can only pay for the certification of your own businesses.",
  });
  if (input.is_renewal) {
    if (tier !== business.certificationTier) {
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
  } else {
    if (tier === "Free") {
      throw new AppError("validation", "The Free tier has no fee.", {
        certification_tier: "Choose a paid tier",
      });
    }
    if (business.certificationStatus !== "none" && business.certificationStatus !== "rejected") {
      throw new AppError(
        "conflict",
        business.certificationStatus === "pending"
          ? "This business's application is already under review."
          : "This business is already certified: renew it instead.",
      );
    }
    if (await findUsableFirstYearPayment(ctx.db, business.id, tier)) {
      throw new AppError("conflict", `The ${tier} annual fee is already paid.`);
    }
  }

  const [owner] = business.ownerId
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, business.ownerId)).limit(1)
    : [];
  const paymentId = randomUUID();
  const amountCents = TIER_ANNUAL_PRICE_CENTS[tier];
  // The row comes first, under a placeholder session id: a checkout is never made for a payment we lack.
  await ctx.db.insert(payments).values({
    id: paymentId,
    businessId: business.id,
    userId: user.userId,
    tier,
    isRenewal: input.is_renewal,
    provider: ctx.payments.kind,
    providerSessionId: `pending_${paymentId}`,
    amountCents,
  });
  const origin = (input.origin ?? ctx.config.baseUrl).replace(/\/+$/, "");
  try {
    const session = await ctx.payments.createCheckout({
      paymentId,
      businessId: business.id,
      businessName: business.name,
      tier,
      isRenewal: input.is_renewal,
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
