import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  effectiveCertificationStatus,
  LAPSED_RENEWAL,
  lapsedRenewalValues,
  mayRenewByPayment,
  renewalState,
} from "~/domain/certification/certification-lifecycle";
import { isRenewableTier } from "~/domain/certification/certification-machine";
import { TIER_ANNUAL_PRICE_CENTS, type Tier } from "~/domain/certification/tiers";
import {
  CHECKOUT_CANCEL_PATH,
  CHECKOUT_SUCCESS_PATH,
  type CheckoutInput,
} from "~/domain/payments/payment-api-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businesses, payments, users } from "~/server/db/schema";
import { AppError, said } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import { findUsableFirstYearPayment } from "~/server/services/certification/first-year-payment";
import { lifecycleFieldsOf } from "~/server/services/certification/lifecycle-fields";
import { BUSINESS_NOT_FOUND } from "~/server/services/certification/transition-certification";
import type { ServiceContext } from "~/server/services/service-context";

/** What Stripe puts in place of this in the success URL. */
const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";
/** A payments row's session id until the provider has answered with its own. */
const PLACEHOLDER_PREFIX = "pending_";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Starts a payment (spec part 2 §7 create-subscription-checkout), for the owner of the business or
 * an admin: a pending payments row of the tier's yearly price (tiers.ts), then the provider's
 * checkout. Answers the URL to send the browser to.
 * - A renewal (`is_renewal` true, decision 036): the business is approved on that paid tier.
 * - A first year (`is_renewal` false, decision 037): the business is not certified or was rejected,
 *   the tier is the paid tier applied for (it may differ from the business's), and no usable paid
 *   first-year payment of that tier exists yet (409: the application can be submitted already). At
 *   most one first-year checkout per tier is open at a time (decision 043): a second request is sent
 *   back to the open one.
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
      const values = { tier: business.certificationTier };
      throw AppError.of("validation", "This business is on the {tier} tier.", values, {
        certification_tier: said("Must be the business's tier ({tier})", values),
      });
    }
    if (!isRenewableTier(business.certificationTier)) {
      throw new AppError("conflict", "A Free listing has no certification to renew.");
    }
    refuseRenewal(business, ctx.now());
  } else {
    if (tier === "Free") {
      throw new AppError("validation", "The Free tier has no fee.", {
        certification_tier: "Choose a paid tier",
      });
    }
    // A new application: never applied, rejected, revoked, or expired (decision 045).
    const status = effectiveCertificationStatus(lifecycleFieldsOf(business), ctx.now());
    if (status === "pending" || status === "approved") {
      throw new AppError(
        "conflict",
        status === "pending"
          ? "This business's application is already under review."
          : "This business is already certified: renew it instead.",
      );
    }
  }

  const [owner] = business.ownerId
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, business.ownerId)).limit(1)
    : [];
  const checkout: NewCheckout = {
    business,
    tier,
    isRenewal: input.is_renewal,
    userId: user.userId,
    customerEmail: owner?.email ?? null,
    origin: (input.origin ?? ctx.config.baseUrl).replace(/\/+$/, ""),
  };
  const opened = await ctx.db.transaction((tx) => oneOpenCheckout(ctx, tx, checkout));
  if (!opened) {
    throw new AppError("unavailable", "The payment provider could not start the checkout. Try again later.");
  }
  return opened;
}

/**
 * Renewal by payment is open while the certification counts and for the grace period after its
 * expiry (decision 045); past that, or once revoked, the owner is sent to a new application.
 */
function refuseRenewal(business: typeof businesses.$inferSelect, now: Date): void {
  const fields = lifecycleFieldsOf(business);
  if (mayRenewByPayment(fields, now)) return;
  const state = renewalState(fields, now);
  if (state === "lapsed") throw AppError.of("conflict", LAPSED_RENEWAL, lapsedRenewalValues(business.id));
  if (state === "revoked") {
    throw AppError.of("conflict", "This certification was revoked. Submit a new application at {path}.", {
      path: `/certification/${business.id}`,
    });
  }
  throw new AppError("conflict", "Only an approved certification can be renewed.");
}

type NewCheckout = {
  business: typeof businesses.$inferSelect;
  tier: Tier;
  isRenewal: boolean;
  userId: string;
  customerEmail: string | null;
  origin: string;
};

/**
 * At most one open checkout per business, tier and purpose (a first year or a renewal; decision 043),
 * under the business's row lock so two requests at once take turns: a first year of a tier already
 * paid is a 409; the checkout still open is answered again (same session, same URL), so reloading
 * /renew/{id} or a second click opens no second payment; one paid at the provider but not yet
 * verified is a 409; one the provider has closed is marked canceled, and a new one opens.
 */
async function oneOpenCheckout(ctx: ServiceContext, tx: Tx, checkout: NewCheckout) {
  const { business, tier } = checkout;
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, business.id)).for("update");
  if (!checkout.isRenewal && (await findUsableFirstYearPayment(tx, business.id, tier))) {
    throw AppError.of("conflict", "The {tier} annual fee is already paid.", { tier });
  }
  const [open] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.businessId, business.id),
        eq(payments.tier, tier),
        eq(payments.isRenewal, checkout.isRenewal),
        isNull(payments.paidAt),
        inArray(payments.status, ["pending", "paid"]),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open) {
    // A placeholder left pending was never a checkout (the process stopped before the provider answered).
    const url = open.providerSessionId.startsWith(PLACEHOLDER_PREFIX) ? null : await stillOpenUrl(ctx, open);
    if (url) return { url };
    await tx
      .update(payments)
      .set({ status: "canceled", updatedAt: ctx.now() })
      .where(eq(payments.id, open.id));
  }
  return openCheckout(ctx, tx, checkout);
}

/** The open checkout's URL, null once the provider has closed it; a 409 when it is paid there already. */
async function stillOpenUrl(ctx: ServiceContext, open: typeof payments.$inferSelect): Promise<string | null> {
  const alreadyPaid = AppError.of(
    "conflict",
    "The {tier} annual fee is already paid: open the checkout's confirmation to finish.",
    { tier: open.tier },
  );
  // The local checkout's state is this row: "Pay" marks it paid before the verify call completes it.
  if (open.status === "paid") throw alreadyPaid;
  try {
    const url = await ctx.payments.openCheckoutUrl(open.providerSessionId);
    if (url) return url;
    if ((await ctx.payments.getSessionStatus(open.providerSessionId)).status === "paid") throw alreadyPaid;
    return null;
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.logger.error({ err: error, paymentId: open.id }, "payments: the provider could not be asked");
    throw new AppError("unavailable", "The payment provider could not be reached. Try again later.");
  }
}

/** A pending payments row of the tier's yearly price, then the provider's checkout; null when the provider refused. */
async function openCheckout(
  ctx: ServiceContext,
  db: Db | Tx,
  checkout: NewCheckout,
): Promise<{ url: string } | null> {
  const { business, tier } = checkout;
  const paymentId = randomUUID();
  const amountCents = TIER_ANNUAL_PRICE_CENTS[tier];
  // The row comes first, under a placeholder session id: a checkout is never made for a payment we lack.
  await db.insert(payments).values({
    id: paymentId,
    businessId: business.id,
    userId: checkout.userId,
    tier,
    isRenewal: checkout.isRenewal,
    provider: ctx.payments.kind,
    providerSessionId: `${PLACEHOLDER_PREFIX}${paymentId}`,
    amountCents,
  });
  try {
    const session = await ctx.payments.createCheckout({
      paymentId,
      businessId: business.id,
      businessName: business.name,
      tier,
      isRenewal: checkout.isRenewal,
      amountCents,
      currency: "usd",
      customerEmail: checkout.customerEmail,
      successUrl: `${checkout.origin}${CHECKOUT_SUCCESS_PATH}${SESSION_PLACEHOLDER}`,
      cancelUrl: `${checkout.origin}${CHECKOUT_CANCEL_PATH}`,
    });
    await db
      .update(payments)
      .set({ providerSessionId: session.sessionId, updatedAt: ctx.now() })
      .where(eq(payments.id, paymentId));
    return { url: session.url };
  } catch (error) {
    ctx.logger.error({ err: error, paymentId }, "payments: the provider refused the checkout");
    await db
      .update(payments)
      .set({ status: "failed", updatedAt: ctx.now() })
      .where(eq(payments.id, paymentId));
    return null;
  }
}

/**
 * The one-click renewal of the reminders' links (/renew/{businessId}, decision 045): the renewal
 * checkout of the business on its own tier, as the Renew button starts it. Owner or admin.
 */
export async function startRenewalOf(
  ctx: ServiceContext,
  actor: Actor,
  input: { businessId: string; origin?: string },
): Promise<{ url: string }> {
  requireUser(actor);
  if (!isUuid(input.businessId)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [business] = await ctx.db
    .select({ tier: businesses.certificationTier })
    .from(businesses)
    .where(eq(businesses.id, input.businessId))
    .limit(1);
  if (!business) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  return startCheckout(ctx, actor, {
    business_id: input.businessId,
    certification_tier: business.tier,
    is_renewal: true,
    ...(input.origin ? { origin: input.origin } : {}),
  });
}
