import { desc, eq } from "drizzle-orm";
import type { Webhook } from "~/domain/vendor-lists/vendor-list-watch";
import { VENDOR_WATCH_MESSAGES as M, WEBHOOK_EVENT_TYPES } from "~/domain/vendor-lists/vendor-watch-rules";
import { vendorListChanges, vendorListWebhooks, webhookDeliveries } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";

/** Deliveries a list's page shows, newest first. */
const DELIVERIES_SHOWN = 50;

/** A list's endpoint and its latest deliveries with how each went; 404 when it has none. */
export async function getVendorListWebhook(
  ctx: Pick<ServiceContext, "db">,
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
