import { eq } from "drizzle-orm";
import { VENDOR_WATCH_MESSAGES as M } from "~/domain/vendor-lists/vendor-watch-rules";
import { vendorListWebhooks } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";

/** Removes a list's endpoint, and with it the log of its deliveries. */
export async function removeVendorListWebhook(
  ctx: Pick<ServiceContext, "db">,
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
