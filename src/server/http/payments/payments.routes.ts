import { createRoute, z } from "@hono/zod-openapi";
import {
  checkoutInputSchema,
  checkoutResultSchema,
  paymentSessionIdSchema,
  simulateCheckoutInputSchema,
  simulateCheckoutResultSchema,
  verifyPaymentInputSchema,
  verifyPaymentResultSchema,
} from "~/domain/payments/payment-api-schema";
import { publicOrigin } from "~/server/config";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { handlePaymentWebhook } from "~/server/services/payments/handle-payment-webhook";
import { simulateCheckout } from "~/server/services/payments/simulate-checkout";
import { startCheckout } from "~/server/services/payments/start-checkout";
import { verifyPayment } from "~/server/services/payments/verify-payment";

const TAGS = ["Payments"];

const checkoutRoute = createRoute({
  method: "post",
  path: "/payments/checkout",
  tags: TAGS,
  summary: "Start the payment of a certification renewal or of an application's first year",
  description:
    "Owner of the business or admin (403 otherwise). A renewal (`is_renewal` true): the business must be " +
    "approved on a paid tier (409 otherwise) and `certification_tier` must be its tier (400). A first " +
    "year (`is_renewal` false, paid before the application is submitted): `certification_tier` is the " +
    "paid tier applied for (Free: 400), the business must be uncertified or rejected (409) and have no " +
    "usable paid first-year payment of that tier yet (409). A pending payment of the tier's yearly " +
    "price is recorded, then a subscription checkout is made: Stripe Checkout when Stripe is configured, " +
    "the local test checkout (/pay/{session_id}) otherwise. Answers the URL to send the browser to.",
  middleware: [userOnly] as const,
  request: { body: { required: true, content: { "application/json": { schema: checkoutInputSchema } } } },
  responses: {
    200: { description: "The checkout", content: { "application/json": { schema: checkoutResultSchema } } },
    ...errorResponses(400, 401, 403, 404, 409, 503),
  },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/payments/verify",
  tags: TAGS,
  summary: "Verify a checkout session after returning from it",
  description:
    "Owner of the payment's business or admin (404 for anyone else and for unknown sessions). Asks the " +
    "provider; a paid session completes its payment once: a renewal's certification runs a year past " +
    "the later of now and its current expiry; a first-year payment only becomes paid (the application " +
    "can then be submitted). Calling again changes nothing. `success` false when not paid.",
  middleware: [userOnly] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: verifyPaymentInputSchema } } },
  },
  responses: {
    200: {
      description: "The result",
      content: { "application/json": { schema: verifyPaymentResultSchema } },
    },
    ...errorResponses(400, 401, 404, 409, 503),
  },
});

const webhookRoute = createRoute({
  method: "post",
  path: "/payments/webhook",
  tags: TAGS,
  summary: "Stripe's webhook",
  description:
    "Stripe only (404 with the local simulator); server to server, so no Origin is needed. The raw body " +
    "must carry a valid `Stripe-Signature` (400 otherwise, and nothing changes). " +
    "`checkout.session.completed` completes the payment of its session; a replayed event changes nothing.",
  responses: {
    200: {
      description: "Received",
      content: { "application/json": { schema: z.object({ received: z.literal(true) }) } },
    },
    ...errorResponses(400, 404),
  },
});

const simulatorRoute = createRoute({
  method: "post",
  path: "/payments/simulator/{session_id}",
  tags: TAGS,
  summary: "Pay or cancel on the local test checkout",
  description:
    "Only with the local simulator (404 when Stripe is configured). Owner of the payment's business or " +
    "admin (404 otherwise). Marks the simulated session paid or canceled (409 once it is closed) and " +
    "answers where to go: /dashboard?payment=success&session_id=… or /dashboard?payment=canceled. Paying " +
    "does not complete the payment: the dashboard's verify call does.",
  middleware: [userOnly] as const,
  request: {
    params: z.object({
      // A copy made here: zod 4 gives `.openapi` only to schemas made after @hono/zod-openapi loaded,
      // and the domain's may have been made before (import order).
      session_id: paymentSessionIdSchema.clone().openapi({
        param: { name: "session_id", in: "path" },
        description: "sim_…",
      }),
    }),
    body: { required: true, content: { "application/json": { schema: simulateCheckoutInputSchema } } },
  },
  responses: {
    200: {
      description: "Where to go next",
      content: { "application/json": { schema: simulateCheckoutResultSchema } },
    },
    ...errorResponses(400, 401, 404, 409),
  },
});

/** Payments (renewals and first years): checkout, verification, Stripe's webhook and the local checkout's buttons. */
export function createPaymentsRoutes() {
  return createRouter()
    .openapi(checkoutRoute, async (c) => {
      const runtime = c.get("runtime");
      const result = await startCheckout(runtime, c.get("actor"), {
        ...c.req.valid("json"),
        origin: publicOrigin(runtime.config, c.req.header("host")),
      });
      return c.json(result, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const result = await verifyPayment(c.get("runtime"), c.get("actor"), c.req.valid("json"));
      return c.json(result, 200);
    })
    .openapi(webhookRoute, async (c) => {
      const runtime = c.get("runtime");
      const result = await handlePaymentWebhook(runtime, {
        rawBody: await c.req.text(),
        signature: c.req.header("stripe-signature"),
      });
      return c.json(result, 200);
    })
    .openapi(simulatorRoute, async (c) => {
      const result = await simulateCheckout(c.get("runtime"), c.get("actor"), {
        sessionId: c.req.valid("param").session_id,
        outcome: c.req.valid("json").outcome,
      });
      return c.json(result, 200);
    });
}
