import { PAYMENT_MESSAGES, type VerifyPaymentResult } from "~/domain/payments/payment-api-schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { cancelDuplicateSubscription, completePayment } from "./complete-payment";
import { readPaymentBySession } from "./read-payment";

const RENEWED = "Payment verified. Your certification has been renewed.";
const FIRST_YEAR = "Payment verified. You can now submit your certification application.";
const DUPLICATE =
  "This first year was already paid: this second payment was stopped and an administrator will refund it.";

/**
 * verify-payment (spec part 2 §7): the owner (or an admin) back from the checkout asks whether the
 * session is paid. The provider is asked, and a paid session completes its payment once (a renewal
 * extends the certification; a first year only becomes paid, decision 037); asking
 * again answers the same success and changes nothing. Unknown or someone else's session: 404.
 */
export async function verifyPayment(
  ctx: ServiceContext,
  actor: Actor,
  { session_id }: { session_id: string },
): Promise<VerifyPaymentResult> {
  const { user, payment, business } = await readPaymentBySession(ctx.db, actor, session_id);
  const done = (expiresAt: Date | null, duplicate = payment.status === "duplicate"): VerifyPaymentResult => ({
    success: true,
    message: payment.isRenewal ? RENEWED : duplicate ? DUPLICATE : FIRST_YEAR,
    certification_expires_at: payment.isRenewal ? (expiresAt?.toISOString() ?? null) : null,
    is_renewal: payment.isRenewal,
    business_id: business.id,
  });
  if (payment.paidAt) return done(business.certificationExpiresAt);
  let session: Awaited<ReturnType<typeof ctx.payments.getSessionStatus>>;
  try {
    session = await ctx.payments.getSessionStatus(session_id);
  } catch (error) {
    ctx.logger.error({ err: error, paymentId: payment.id }, "payments: the provider could not be asked");
    throw new AppError("unavailable", "The payment provider could not be reached. Try again later.");
  }
  if (session.status !== "paid") {
    return {
      success: false,
      message: PAYMENT_MESSAGES.notPaid,
      certification_expires_at: null,
      is_renewal: payment.isRenewal,
      business_id: business.id,
    };
  }
  const now = ctx.now();
  const completion = await ctx.db.transaction((tx) =>
    completePayment(ctx, tx, {
      sessionId: session_id,
      subscriptionId: session.subscriptionId,
      now,
      actor: () => user,
    }),
  );
  // A completed payment renews or starts a certification: the business's tier and expiry changed.
  if (completion) ctx.searchCache.invalidate();
  await cancelDuplicateSubscription(ctx, completion);
  return done(completion?.expiresAt ?? null, completion?.duplicate !== undefined);
}
