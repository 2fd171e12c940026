import { randomBytes } from "node:crypto";
import type { Webhook } from "~/domain/vendor-lists/vendor-list-watch";
import { VENDOR_WATCH_MESSAGES as M } from "~/domain/vendor-lists/vendor-watch-rules";
import { vendorListWebhooks } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkWebhookEndpoint } from "~/server/webhooks/post-webhook";
import { findOwnList } from "./vendor-list-access";

/**
 * Registers (or replaces) a list's https endpoint (decision 060). The URL must be https and its host
 * public, after DNS; a new secret is made and answered this once — never again.
 */
export async function setVendorListWebhook(
  ctx: Pick<ServiceContext, "db" | "config">,
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
