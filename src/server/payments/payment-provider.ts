import type { Tier } from "~/domain/certification/tiers";

/** What a checkout is for: one year of a paid tier for a business, as a yearly subscription. */
export type CheckoutRequest = {
  /** Our payments row (Stripe's client_reference_id). */
  paymentId: string;
  businessId: string;
  businessName: string;
  tier: Tier;
  /** A renewal, or the first year of an application (decision 037). */
  isRenewal: boolean;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  /** Absolute URLs; the success one ends with session_id={CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

/** A checkout session as the provider sees it now. */
export type SessionStatus = "paid" | "open" | "canceled";

/** A checkout session's status, and the subscription it started (Stripe; the simulator has none). */
export type SessionState = { status: SessionStatus; subscriptionId: string | null };

/** An invoice of a subscription (Stripe's invoice.paid, invoice.payment_failed), once its signature is checked. */
export type PaidInvoice = {
  invoiceId: string;
  subscriptionId: string | null;
  /** "subscription_create" (the checkout itself), "subscription_cycle" (a later year), … */
  billingReason: string | null;
  amountCents: number;
  currency: string;
  /** The provider's page where the customer pays it (https), when it has one. */
  payUrl: string | null;
};

/** A provider's webhook event, once its signature is checked. */
export type PaymentWebhookEvent = {
  eventId: string;
  type: string;
  /** The checkout session it is about, when it is about one. */
  sessionId: string | null;
  /** For a completed checkout: whether the money is in (a delayed method completes unpaid). */
  paid: boolean;
  /** For a completed checkout: the subscription it started. */
  subscriptionId: string | null;
  /** For invoice.paid / invoice.payment_succeeded / invoice.payment_failed: the invoice. */
  invoice: PaidInvoice | null;
};

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/**
 * Takes payments for renewals and first years: the local simulator by default, Stripe Checkout when STRIPE_* are set.
 * Neither changes a certification: the payments services complete a payment once the provider says
 * it is paid.
 */
export type PaymentProvider = {
  kind: "simulator" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  getSessionStatus(sessionId: string): Promise<SessionState>;
  /**
   * The URL of a checkout the caller still holds as open, when the provider says it is open
   * (decision 043: a second request for the same first year is sent back to it); null once closed.
   */
  openCheckoutUrl(sessionId: string): Promise<string | null>;
  /** Stops a subscription's later yearly invoices (a duplicate first year, decision 043). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Checks the signature of a webhook's raw body; throws WebhookSignatureError when it is wrong. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentWebhookEvent;
};
