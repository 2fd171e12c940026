import Stripe from "stripe";
import type { PaymentsConfig } from "~/server/config";
import { type PaidInvoice, type PaymentProvider, WebhookSignatureError } from "./payment-provider";

type StripeConfig = Extract<PaymentsConfig, { kind: "stripe" }>;

/**
 * Stripe Checkout in subscription mode: one line, the tier's yearly price (tiers.ts), renewed every
 * year by Stripe; client_reference_id is our payment's id. Webhooks are checked with the endpoint's
 * signing secret (stripe.webhooks.constructEvent).
 */
export function createStripePayments(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    kind: "stripe",
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        client_reference_id: request.paymentId,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              recurring: { interval: "year" },
              product_data: { name: `Ujamaa ${request.tier} certification: ${request.businessName}` },
            },
          },
        ],
        metadata: {
          payment_id: request.paymentId,
          business_id: request.businessId,
          is_renewal: String(request.isRenewal),
        },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async getSessionStatus(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const subscriptionId = idOf(session.subscription);
      if (session.status === "complete" && session.payment_status !== "unpaid") {
        return { status: "paid", subscriptionId };
      }
      if (session.status === "expired") return { status: "canceled", subscriptionId };
      return { status: "open", subscriptionId };
    },
    async openCheckoutUrl(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === "open" && session.url ? session.url : null;
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Bad signature");
      }
      const object = event.data.object as {
        object?: string;
        id?: string;
        payment_status?: string;
        subscription?: unknown;
      };
      const isSession = object.object === "checkout.session" && typeof object.id === "string";
      return {
        eventId: event.id,
        type: event.type,
        sessionId: isSession ? object.id! : null,
        paid: isSession && object.payment_status !== "unpaid",
        subscriptionId: isSession ? idOf(object.subscription) : null,
        invoice: object.object === "invoice" ? paidInvoiceOf(object as InvoiceObject) : null,
      };
    },
  };
}

/** A Stripe reference, either an id or the expanded object. */
function idOf(value: unknown): string | null {
  if (typeof value === "string" && value) return value;
  if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string") {
    return (value as { id: string }).id;
  }
  return null;
}

type InvoiceObject = {
  id?: string;
  billing_reason?: string | null;
  amount_paid?: number;
  currency?: string;
  hosted_invoice_url?: string | null;
  /** Before API version 2025-03-31 (basil). */
  subscription?: unknown;
  /** From basil on. */
  parent?: { subscription_details?: { subscription?: unknown } | null } | null;
};

/** The parts of an invoice a yearly charge needs; the subscription is where the API version puts it. */
function paidInvoiceOf(invoice: InvoiceObject): PaidInvoice | null {
  if (typeof invoice.id !== "string") return null;
  return {
    invoiceId: invoice.id,
    subscriptionId: idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription),
    billingReason: invoice.billing_reason ?? null,
    amountCents: typeof invoice.amount_paid === "number" ? invoice.amount_paid : 0,
    currency: typeof invoice.currency === "string" ? invoice.currency : "usd",
    payUrl: httpsUrl(invoice.hosted_invoice_url),
  };
}

/** An https address, or null: a link the product sends people to must not be anything else. */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}
