import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import { type PaymentProvider, WebhookSignatureError } from "./payment-provider";

export const SIMULATOR_SESSION_PREFIX = "sim_";

/**
 * The local checkout (no Stripe account needed): a session is `sim_<uuid>`, its page is /pay/<id>,
 * and its state is the payments row itself. "Pay" on that page marks the row paid with no paid_at
 * (the customer paid, the renewal is not applied yet), "Cancel" marks it canceled; the dashboard's
 * verify call then completes the payment, as it does after Stripe Checkout. No card is charged.
 */
export function createSimulatorPayments(db: Db): PaymentProvider {
  return {
    kind: "simulator",
    async createCheckout() {
      const sessionId = `${SIMULATOR_SESSION_PREFIX}${randomUUID()}`;
      return { sessionId, url: `/pay/${sessionId}` };
    },
    async getSessionStatus(sessionId) {
      const [row] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.providerSessionId, sessionId))
        .limit(1);
      const status =
        row?.status === "paid"
          ? "paid"
          : row?.status === "canceled" || row?.status === "failed"
            ? "canceled"
            : "open";
      return { status, subscriptionId: null };
    },
    /** Its state is the payments row, which the caller has read as pending: the page is still open. */
    async openCheckoutUrl(sessionId) {
      return `/pay/${sessionId}`;
    },
    /** The simulator starts no subscriptions. */
    async cancelSubscription() {},
    parseWebhook() {
      throw new WebhookSignatureError("The local payment simulator has no webhooks.");
    },
  };
}
