import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import {
  VENDOR_WATCH_MESSAGES as M,
  WEBHOOK_EVENT_TYPES,
  type Webhook,
} from "~/domain/vendor-lists/vendor-list-watch";
import { vendorListChanges, vendorListWebhooks, webhookDeliveries } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkWebhookEndpoint } from "~/server/webhooks/post-webhook";
import { findOwnList } from "./vendor-list-access";

type WebhookContext = Pick<ServiceContext, "db" | "config">;

/** Deliveries a list's page shows, newest first. */
const DELIVERIES_SHOWN = 50;

/**
 * Registers (or replaces) a list's https endpoint (decision 060). The URL must be https and its host
 * public, after DNS; a new secret is made and answered this once — never again.
 */
export async function setVendorListWebhook(
  ctx: WebhookContext,
  actor: Actor,
  listId: string,
  url: string,
): Promise<Webhook> {
  const list = await findOwnList(ctx.db, actor, listId);
  const check = await checkWebhookEndpoint(url, ctx.config.webhooksAllowLoopback);
  if (check !== "ok") {
    const message =
      check === "not_https" ? M.webhookUrl : check === "not_public" ? M.webhookPrivate : M.webhookUnresolved;
    throw new AppError("validation", message, { url: message });
  }
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  const [saved] = await ctx.db
    .insert(vendorListWebhooks)
    .values({ listId: list.id, url, secret })
    .onConflictDoUpdate({ target: vendorListWebhooks.listId, set: { url, secret, createdAt: new Date() } })
    .returning();
  return { url: saved!.url, created_at: saved!.createdAt.toISOString(), secret, deliveries: [] };
}

/** A list's endpoint and its latest deliveries with how each went; 404 when it has none. */
export async function getVendorListWebhook(
  ctx: WebhookContext,
  actor: Actor,
  listId: string,
): Promise<Webhook> {
  const list = await findOwnList(ctx.db, actor, listId);
  const [hook] = await ctx.db.select().from(vendorListWebhooks).where(eq(vendorListWebhooks.listId, list.id));
  if (!hook) throw new AppError("not_found", M.noWebhook);
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, kind: vendorListChanges.kind })
    .from(webhookDeliveries)
    .innerJoin(vendorListChanges, eq(vendorListChanges.id, webhookDeliveries.changeId))
    .where(eq(webhookDeliveries.listId, list.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return {
    url: hook.url,
    created_at: hook.createdAt.toISOString(),
    deliveries: rows.map(({ delivery, kind }) => ({
      id: delivery.id,
      change_id: delivery.changeId,
      type: WEBHOOK_EVENT_TYPES[kind],
      status: delivery.status,
      attempts: delivery.attempts,
      last_status_code: delivery.lastStatusCode,
      last_error: delivery.lastError,
      created_at: delivery.createdAt.toISOString(),
      last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    })),
  };
}

/** Removes a list's endpoint, and with it the log of its deliveries. */
export async function removeVendorListWebhook(
  ctx: WebhookContext,
  actor: Actor,
  listId: string,
): Promise<void> {
  const list = await findOwnList(ctx.db, actor, listId);
  const removed = await ctx.db
    .delete(vendorListWebhooks)
    .where(eq(vendorListWebhooks.listId, list.id))
    .returning({ listId: vendorListWebhooks.listId });
  if (removed.length === 0) throw new AppError("not_found", M.noWebhook);
}
