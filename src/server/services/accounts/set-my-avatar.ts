import { eq } from "drizzle-orm";
import { profiles, users } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { IMAGE_KINDS, prepareImage } from "~/server/services/uploads/prepare-image";
import { deleteStoredFiles, imageKeysOf, storeImage } from "~/server/services/uploads/stored-images";
import { getMyProfile, type MyProfile } from "./get-my-profile";

/**
 * Stores a new avatar through the one image module (type read from the bytes, re-encoded as a
 * 256×256 WebP and a thumbnail, metadata dropped) and deletes the one it replaces.
 */
export async function setMyAvatar(
  ctx: ServiceContext,
  actor: Actor,
  { file }: { file: Uint8Array },
): Promise<MyProfile> {
  const { db, storage } = ctx;
  const me = requireUser(actor);
  const image = await prepareImage(ctx, { file, kind: "avatar", field: "avatar", account: me.userId });
  const folder = `${IMAGE_KINDS.avatar.folder}/${me.userId}`;
  const previous = (await getMyProfile(ctx, actor)).avatar_url;
  const url = await storeImage(storage, image, folder);
  try {
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, me.userId));
      await tx.update(users).set({ image: url }).where(eq(users.id, me.userId));
    });
  } catch (error) {
    await deleteStoredFiles(ctx, imageKeysOf(storage, [url]));
    throw error;
  }
  // The replaced picture is ours to remove when it lives in this user's avatar folder.
  const replaced = imageKeysOf(storage, [previous]).filter((key) => key.startsWith(`${folder}/`));
  await deleteStoredFiles(ctx, replaced);
  return getMyProfile(ctx, actor);
}
