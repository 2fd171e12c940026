import { z } from "zod";
import { TIERS } from "~/domain/certification/tiers";
import { textSchema } from "~/domain/shared/text-schema";

/**
 * A payment's status: pending until the checkout ends paid, canceled or failed; duplicate: a second
 * paid first year of the same tier (decision 043): paid, never used, flagged to admins.
 */
export const PAYMENT_STATUSES = ["pending", "paid", "canceled", "failed", "duplicate"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the local checkout simulator may end: a payment status. */
export const SIMULATED_OUTCOMES = ["paid", "canceled"] as const satisfies readonly PaymentStatus[];

/**
 * POST /payments/checkout (spec part 2 §7 create-subscription-checkout): a renewal (`is_renewal`
 * true, the business's own tier) or the first year of the paid tier an application is for
 * (`is_renewal` false, decision 037).
 */
export const checkoutInputSchema = z
  .object({
    business_id: textSchema({ message: "Required" }).min(1, { message: "Required" }),
    certification_tier: z.enum(TIERS, { message: "Choose a certification tier" }),
    is_renewal: z.boolean({ message: "Required" }),
  })
  .strict();
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const checkoutResultSchema = z.object({ url: z.string() });

/** A checkout session's id as the provider gave it (Stripe's cs_…, the simulator's sim_…). */
export const paymentSessionIdSchema = textSchema({ message: "Required" })
  .min(1, { message: "Required" })
  .max(255);

/** POST /payments/verify: the session the checkout returned to /dashboard with. */
export const verifyPaymentInputSchema = z.object({ session_id: paymentSessionIdSchema }).strict();

export const verifyPaymentResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The certification's new expiry (ISO) once the renewal is applied; null otherwise. */
  certification_expires_at: z.string().nullable(),
  /** Whether the payment was a renewal (false: the first year of an application, decision 037). */
  is_renewal: z.boolean(),
  /** The payment's business (a first-year payment links back to its application); null when unknown. */
  business_id: z.string().nullable(),
});
export type VerifyPaymentResult = z.infer<typeof verifyPaymentResultSchema>;

export const simulateCheckoutInputSchema = z
  .object({ outcome: z.enum(SIMULATED_OUTCOMES, { message: "Choose paid or canceled" }) })
  .strict();

export const simulateCheckoutResultSchema = z.object({ redirect: z.string() });

/** Where a checkout returns to, as Stripe Checkout does ({CHECKOUT_SESSION_ID} is filled in by Stripe). */
export const CHECKOUT_SUCCESS_PATH = "/dashboard?payment=success&session_id=";
export const CHECKOUT_CANCEL_PATH = "/dashboard?payment=canceled";

/** The verification page's messages (spec part 2 §2, "Payment verification page"). */
export const PAYMENT_MESSAGES = {
  canceled: "Payment was canceled. You can try again anytime.",
  noSession: "No payment session found.",
  notPaid: "Payment verification failed.",
  callFailed: "Failed to verify payment.",
} as const;
