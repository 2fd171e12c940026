import type { InferRequestType } from "hono/client";
import { answer, v1 } from "./client";

type CheckoutTier = InferRequestType<typeof v1.payments.checkout.$post>["json"]["certification_tier"];

/** Starts the payment of a renewal (owner or admin); answers the checkout URL to send the browser to. */
export const startRenewalCheckout = (businessId: string, tier: CheckoutTier) =>
  answer(
    v1.payments.checkout.$post({
      json: { business_id: businessId, certification_tier: tier, is_renewal: true },
    }),
  );

/**
 * Starts the payment of the first year of the paid tier an application is for (owner or admin),
 * before it is submitted (decision 037); answers the checkout URL to send the browser to.
 */
export const startFirstYearCheckout = (businessId: string, tier: CheckoutTier) =>
  answer(
    v1.payments.checkout.$post({
      json: { business_id: businessId, certification_tier: tier, is_renewal: false },
    }),
  );

/** Back from a checkout: whether its session is paid (and, for a renewal, applied, once). */
export const verifyPayment = (sessionId: string) =>
  answer(v1.payments.verify.$post({ json: { session_id: sessionId } }));

/** "Pay" or "Cancel" on the local test checkout; answers where to go next. */
export const simulateCheckout = (sessionId: string, outcome: "paid" | "canceled") =>
  answer(v1.payments.simulator[":session_id"].$post({ param: { session_id: sessionId }, json: { outcome } }));
