import { eq } from "drizzle-orm";
import type { ManagedBusiness } from "~/domain/businesses/business-schema";
import { businesses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { IMAGE_KINDS, prepareImage } from "~/server/services/uploads/prepare-image";
import { deleteStoredFiles, imageKeysOf, storeImage } from "~/server/services/uploads/stored-images";
import {
  type BusinessImageSlot,
  findChangeableImages,
  imageIn,
  UNAUTHORIZED,
  withImage,
} from "./business-image-slot";
import { businessColumns, toManagedBusiness } from "./to-business";

/**
 * Sets a business's logo or banner from an uploaded image (owner or admin): the image is checked
 * and re-encoded first, stored under a new name, the row changed, and only then is the image it
 * replaces deleted. On any error nothing new stays stored. `file` came in the form field "file".
 */
export async function setBusinessImage(
  ctx: ServiceContext,
  actor: Actor,
  { id, slot, file }: { id: string; slot: BusinessImageSlot; file: Uint8Array },
): Promise<ManagedBusiness> {
  const { db, storage } = ctx;
  const me = requireUser(actor, UNAUTHORIZED);
  await findChangeableImages(db, actor, id);
  const image = await prepareImage(ctx, { file, kind: slot, field: "file", account: me.userId });
  const url = await storeImage(storage, image, IMAGE_KINDS[slot].folder);
  let result: { row: Parameters<typeof toManagedBusiness>[0]; replaced: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const current = await findChangeableImages(tx, actor, id, true);
      const [row] = await tx
        .update(businesses)
        .set({ ...withImage(slot, current, url), updatedAt: ctx.now() })
        .where(eq(businesses.id, id))
        .returning(businessColumns);
      return { row: row!, replaced: imageIn(slot, current) };
    });
  } catch (error) {
    await deleteStoredFiles(ctx, imageKeysOf(storage, [url]));
    throw error;
  }
  ctx.searchCache.invalidate();
  await deleteStoredFiles(ctx, imageKeysOf(storage, [result.replaced]));
  return toManagedBusiness(result.row);
}
