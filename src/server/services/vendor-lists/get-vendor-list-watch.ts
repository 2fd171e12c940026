import { desc, eq } from "drizzle-orm";
import type { VendorListsMessageId } from "~/domain/languages/catalogs/vendor-lists";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { translatorOf } from "~/domain/languages/translator";
import type { VendorWatch } from "~/domain/vendor-lists/vendor-list-watch";
import { vendorChangeSentence } from "~/domain/vendor-lists/vendor-watch-rules";
import { businesses, vendorListChanges } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";

/** The changes shown on a list's page, newest first. */
const CHANGES_SHOWN = 100;

/** A list's watch: whether its owner takes the weekly digest, and its vendors' latest changes, said in `language`. */
export async function getVendorListWatch(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  listId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<VendorWatch> {
  const t = translatorOf<VendorListsMessageId>(language, ["vendorLists"]);
  const list = await findOwnList(ctx.db, actor, listId);
  const rows = await ctx.db
    .select({ change: vendorListChanges, businessName: businesses.name })
    .from(vendorListChanges)
    .innerJoin(businesses, eq(businesses.id, vendorListChanges.businessId))
    .where(eq(vendorListChanges.listId, list.id))
    .orderBy(desc(vendorListChanges.createdAt), desc(vendorListChanges.id))
    .limit(CHANGES_SHOWN);
  return {
    weekly_digest: list.weeklyDigest,
    changes: rows.map(({ change, businessName }) => ({
      id: change.id,
      kind: change.kind,
      business_id: change.businessId,
      business_name: businessName,
      tier: change.tier,
      previous_tier: change.previousTier,
      sentence: vendorChangeSentence(t, {
        kind: change.kind,
        business_name: businessName,
        tier: change.tier,
        previous_tier: change.previousTier,
      }),
      happened_at: change.happenedAt.toISOString(),
    })),
  };
}
