import { eq, sql } from "drizzle-orm";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_RETRY_HOURS } from "~/domain/vendor-lists/vendor-watch-rules";
import {
  businesses,
  vendorListChanges,
  vendorLists,
  vendorListWebhooks,
  webhookDeliveries,
} from "~/server/db/schema";
import { JOB_POLICIES } from "~/server/jobs/job-kinds";
import type { ServiceContext } from "~/server/services/service-context";
import { postWebhook } from "~/server/webhooks/post-webhook";

type DeliveryContext = Pick<ServiceContext, "db" | "now" | "config">;

/** Tries in all: the first and the queue's retries. */
const TRIES = JOB_POLICIES["deliver-webhook"].retryLimit + 1;

/**
 * The `deliver-webhook` job (decision 060): POSTs one change to its list's endpoint, signed, and logs
 * the try on the delivery. A try that fails throws, so the queue tries again with backoff; once 24
 * hours have passed since the change (or the last try has failed) the delivery is given up instead.
 * A delivery already delivered or given up, or whose endpoint was removed, is left alone.
 */
export async function deliverVendorWebhook(ctx: DeliveryContext, deliveryId: string): Promise<void> {
  const [found] = await ctx.db
    .select({
      delivery: webhookDeliveries,
      change: vendorListChanges,
      url: vendorListWebhooks.url,
      secret: vendorListWebhooks.secret,
      listName: vendorLists.name,
      business: {
        name: businesses.name,
        tier: businesses.certificationTier,
        status: businesses.certificationStatus,
        expiresAt: businesses.certificationExpiresAt,
        certificateNumber: businesses.certificateNumber,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(vendorListWebhooks, eq(vendorListWebhooks.listId, webhookDeliveries.listId))
    .innerJoin(vendorListChanges, eq(vendorListChanges.id, webhookDeliveries.changeId))
    .innerJoin(vendorLists, eq(vendorLists.id, webhookDeliveries.listId))
    .innerJoin(businesses, eq(businesses.id, vendorListChanges.businessId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (found?.delivery.status !== "pending") return;
  const { delivery, change, business } = found;
  const origin = ctx.config.baseUrl;
  const body = JSON.stringify({
    id: delivery.id,
    type: WEBHOOK_EVENT_TYPES[change.kind],
    happened_at: change.happenedAt.toISOString(),
    list: { id: change.listId, name: found.listName, url: `${origin}/vendor-lists/${change.listId}` },
    business: {
      id: change.businessId,
      name: business.name,
      url: `${origin}/business/${change.businessId}`,
      tier: change.tier,
      previous_tier: change.previousTier,
      certification_status: business.status,
      certification_expires_at: business.expiresAt?.toISOString() ?? null,
      verify_url: business.certificateNumber ? `${origin}/verify/${business.certificateNumber}` : null,
    },
  });
  const now = ctx.now();
  const outcome = await postWebhook({
    url: found.url,
    secret: found.secret,
    body,
    deliveryId: delivery.id,
    now,
    allowLoopback: ctx.config.webhooksAllowLoopback,
  });
  const attempts = delivery.attempts + 1;
  const expired = now.getTime() - change.createdAt.getTime() >= WEBHOOK_RETRY_HOURS * 3_600_000;
  const delivered = outcome.kind === "delivered";
  const status = delivered ? "delivered" : expired || attempts >= TRIES ? "given_up" : "pending";
  await ctx.db
    .update(webhookDeliveries)
    .set({
      status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.kind === "refused" ? null : outcome.status,
      lastError: delivered ? null : outcome.error,
      lastAttemptAt: now,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (status === "pending")
    throw new Error(
      `Webhook delivery ${delivery.id} failed: ${outcome.kind === "delivered" ? "" : outcome.error}`,
    );
}
