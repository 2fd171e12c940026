import { PAYMENT_MESSAGES, type VerifyPaymentResult } from "~/domain/payments/payment-api-schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { completePayment } from "./complete-payment";
import { readPaymentBySession } from "./read-payment";

const RENEWED = "Payment verified. Your certification has been renewed.";

/**
 * verify-payment (spec part 2 §7): the owner (or an admin) back from the checkout asks whether the
 * session is paid. The provider is asked, and a paid session completes its payment once; asking
 * again answers the same success and changes nothing. Unknown or someone else's session: 404.
 */
export async function verifyPayment(
  ctx: ServiceContext,
  actor: Actor,
  { session_id }: { session_id: string },
): Promise<VerifyPaymentResult> {
  const { user, payment, business } = await readPaymentBySession(ctx.db, actor, session_id);
  const done = (expiresAt: Date | null): VerifyPaymentResult => ({
    success: true,
    message: RENEWED,
    certification_expires_at: expiresAt?.toISOString() ?? null,
  });
  if (payment.paidAt) return done(business.certificationExpiresAt);
  let status: Awaited<ReturnType<typeof ctx.payments.getSessionStatus>>;
  try {
    status = await ctx.payments.getSessionStatus(session_id);
  } catch (error) {
    ctx.logger.error({ err: error, paymentId: payment.id }, "payments: the provider could not be asked");
    throw new AppError("unavailable", "The payment provider could not be reached. Try again later.");
  }
  if (status !== "paid") {
    return { success: false, message: PAYMENT_MESSAGES.notPaid, certification_expires_at: null };
  }
  const now = ctx.now();
  const completion = await ctx.db.transaction((tx) =>
    completePayment(tx, { sessionId: session_id, now, actor: () => user }),
  );
  return done(completion?.expiresAt ?? null);
}
