import { createRoute, z } from "@hono/zod-openapi";
import {
  vendorChangeSchema,
  vendorWatchInputSchema,
  vendorWatchSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
} from "~/domain/vendor-lists/vendor-list-watch";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { askedLanguage } from "~/server/http/request-language";
import { getVendorListWatch } from "~/server/services/vendor-lists/get-vendor-list-watch";
import { getVendorListWebhook } from "~/server/services/vendor-lists/get-vendor-list-webhook";
import { removeVendorListWebhook } from "~/server/services/vendor-lists/remove-vendor-list-webhook";
import { setVendorListDigest } from "~/server/services/vendor-lists/set-vendor-list-digest";
import { setVendorListWebhook } from "~/server/services/vendor-lists/set-vendor-list-webhook";

const TAGS = ["Vendor lists"];
const WHO =
  "Signed in; a list is its owner's and admins' alone (401 anonymous, 403 anyone else, 404 unknown).";
const VendorChange = z.object(vendorChangeSchema.shape).openapi("VendorChange");
const VendorWatch = z
  .object({ ...vendorWatchSchema.shape, changes: z.array(VendorChange) })
  .openapi("VendorListWatch");
const WebhookDelivery = z.object(webhookDeliverySchema.shape).openapi("WebhookDelivery");
const Webhook = z
  .object({ ...webhookSchema.shape, deliveries: z.array(WebhookDelivery) })
  .openapi("VendorListWebhook");
const params = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Vendor list id (uuid)" }),
});
const watchJson = { "application/json": { schema: VendorWatch } };
const webhookJson = { "application/json": { schema: Webhook } };

const watchRoute = createRoute({
  method: "get",
  path: "/vendor-lists/{id}/watch",
  tags: TAGS,
  summary: "A list's watched changes and digest setting",
  description:
    `${WHO} The latest 100 changes of its confirmed vendors' certifications (certified, tier changed, ` +
    "renewed, lapsed, revoked), newest first, each with when it happened; and whether the weekly digest is on.",
  middleware: [userOnly] as const,
  request: { params },
  responses: { 200: { description: "The watch", content: watchJson }, ...errorResponses(401, 403, 404) },
});

const digestRoute = createRoute({
  method: "put",
  path: "/vendor-lists/{id}/watch",
  tags: TAGS,
  summary: "Turn a list's weekly digest e-mail on or off",
  description: `${WHO} With weekly_digest on, the owner gets one e-mail a week (Mondays) of the changes since the last.`,
  middleware: [userOnly] as const,
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: vendorWatchInputSchema } } },
  },
  responses: { 200: { description: "The watch", content: watchJson }, ...errorResponses(400, 401, 403, 404) },
});

const getWebhookRoute = createRoute({
  method: "get",
  path: "/vendor-lists/{id}/webhook",
  tags: TAGS,
  summary: "A list's webhook and its delivery log",
  description: `${WHO} The endpoint (never its secret) and its latest 50 deliveries with how each went. 404 without one.`,
  middleware: [userOnly] as const,
  request: { params },
  responses: { 200: { description: "The webhook", content: webhookJson }, ...errorResponses(401, 403, 404) },
});

const setWebhookRoute = createRoute({
  method: "put",
  path: "/vendor-lists/{id}/webhook",
  tags: TAGS,
  summary: "Register or replace a list's webhook",
  description:
    `${WHO} url: an https URL whose host is public after DNS (loopback, private, link-local and metadata ` +
    "addresses are refused with 400, at registration and again before every delivery). Each change is POSTed as " +
    "JSON with the header Ujamaa-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>' under the " +
    "secret>, and Ujamaa-Delivery: <id>; a failed delivery is retried with backoff for 24 hours. The answer " +
    "carries the secret, this once: store it.",
  middleware: [userOnly] as const,
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: webhookInputSchema } } },
  },
  responses: {
    201: { description: "Registered; the secret is shown this once", content: webhookJson },
    ...errorResponses(400, 401, 403, 404),
  },
});

const removeWebhookRoute = createRoute({
  method: "delete",
  path: "/vendor-lists/{id}/webhook",
  tags: TAGS,
  summary: "Remove a list's webhook",
  description: `${WHO} No more deliveries; the log goes with it.`,
  middleware: [userOnly] as const,
  request: { params },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404) },
});

/** Watching a vendor list: its changes, the weekly digest and a webhook (decision 060). */
export function createVendorListWatchRoutes() {
  return createRouter()
    .openapi(watchRoute, async (c) =>
      c.json(
        await getVendorListWatch(c.get("runtime"), c.get("actor"), c.req.valid("param").id, askedLanguage(c)),
        200,
      ),
    )
    .openapi(digestRoute, async (c) => {
      const { weekly_digest } = c.req.valid("json");
      const watch = await setVendorListDigest(
        c.get("runtime"),
        c.get("actor"),
        c.req.valid("param").id,
        weekly_digest,
        askedLanguage(c),
      );
      return c.json(watch, 200);
    })
    .openapi(getWebhookRoute, async (c) =>
      c.json(await getVendorListWebhook(c.get("runtime"), c.get("actor"), c.req.valid("param").id), 200),
    )
    .openapi(setWebhookRoute, async (c) => {
      const hook = await setVendorListWebhook(
        c.get("runtime"),
        c.get("actor"),
        c.req.valid("param").id,
        c.req.valid("json").url,
      );
      return c.json(hook, 201);
    })
    .openapi(removeWebhookRoute, async (c) => {
      await removeVendorListWebhook(c.get("runtime"), c.get("actor"), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
