import { eq } from "drizzle-orm";
import type { Language } from "~/domain/languages/languages";
import type { VendorWatch } from "~/domain/vendor-lists/vendor-list-watch";
import { vendorLists } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { getVendorListWatch } from "./get-vendor-list-watch";
import { findOwnList } from "./vendor-list-access";

/**
 * Turns a list's weekly digest on or off. Turned on, the first digest tells only what changes from now:
 * the digest's mark starts at this instant.
 */
export async function setVendorListDigest(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  listId: string,
  weeklyDigest: boolean,
  language?: Language,
): Promise<VendorWatch> {
  const list = await findOwnList(ctx.db, actor, listId);
  if (list.weeklyDigest !== weeklyDigest) {
    await ctx.db
      .update(vendorLists)
      .set({ weeklyDigest, digestSentAt: weeklyDigest ? ctx.now() : list.digestSentAt })
      .where(eq(vendorLists.id, list.id));
  }
  return getVendorListWatch(ctx, actor, listId, language);
}
