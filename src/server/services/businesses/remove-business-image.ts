import { eq } from "drizzle-orm";
import type { ManagedBusiness } from "~/domain/businesses/business-schema";
import { businesses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles, imageKeysOf } from "~/server/services/uploads/stored-images";
import {
  type BusinessImageSlot,
  findChangeableImages,
  imageIn,
  UNAUTHORIZED,
  withImage,
} from "./business-image-slot";
import { businessColumns, toManagedBusiness } from "./to-business";

/**
 * Removes a business's logo or banner (owner or admin) and, once the row no longer names it,
 * deletes its files (both sizes). Removing an image that is not there changes nothing.
 */
export async function removeBusinessImage(
  ctx: ServiceContext,
  actor: Actor,
  { id, slot }: { id: string; slot: BusinessImageSlot },
): Promise<ManagedBusiness> {
  const { db, storage } = ctx;
  requireUser(actor, UNAUTHORIZED);
  const { row, removed } = await db.transaction(async (tx) => {
    const current = await findChangeableImages(tx, actor, id, true);
    const removed = imageIn(slot, current);
    const [row] =
      removed === null
        ? await tx.select(businessColumns).from(businesses).where(eq(businesses.id, id))
        : await tx
            .update(businesses)
            .set({ ...withImage(slot, current, null), updatedAt: ctx.now() })
            .where(eq(businesses.id, id))
            .returning(businessColumns);
    return { row: row!, removed };
  });
  ctx.searchCache.invalidate();
  await deleteStoredFiles(ctx, imageKeysOf(storage, [removed]));
  return toManagedBusiness(row);
}
