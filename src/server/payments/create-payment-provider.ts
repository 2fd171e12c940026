import type { Config } from "~/server/config";
import type { Db } from "~/server/db/client";
import type { PaymentProvider } from "./payment-provider";
import { createSimulatorPayments } from "./simulator-payments";
import { createStripePayments } from "./stripe-payments";

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise the local simulator. */
export function createPaymentProvider(config: Pick<Config, "payments">, db: Db): PaymentProvider {
  return config.payments.kind === "stripe"
    ? createStripePayments(config.payments)
    : createSimulatorPayments(db);
}
