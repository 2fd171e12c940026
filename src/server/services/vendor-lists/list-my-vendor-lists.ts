import { desc, eq } from "drizzle-orm";
import { VENDOR_LIST_MESSAGES as M } from "~/domain/vendor-lists/vendor-list-rules";
import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";
import { vendorLists } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toVendorList } from "./vendor-list-access";

/** At most this many lists are listed, newest first. */
const MAX_LISTS = 100;

/** The signed-in user's own vendor lists, newest first (an admin's too: their own). */
export async function listMyVendorLists(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
): Promise<{ items: VendorList[]; total: number; next: null }> {
  const user = requireUser(actor, M.unauthorized);
  const lists = await ctx.db
    .select()
    .from(vendorLists)
    .where(eq(vendorLists.ownerId, user.userId))
    .orderBy(desc(vendorLists.createdAt), desc(vendorLists.id))
    .limit(MAX_LISTS);
  const items = await Promise.all(lists.map((list) => toVendorList(ctx.db, list)));
  return { items, total: items.length, next: null };
}
