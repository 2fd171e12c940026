import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { profiles, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { getMyProfile, type MyProfile } from "./get-my-profile";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

/**
 * Stores a new avatar: the type is read from the bytes (not the name or header), the image is
 * re-encoded to a 256×256 WebP (dropping metadata and anything hidden in the file).
 */
export async function setMyAvatar(
  ctx: ServiceContext,
  actor: Actor,
  { file }: { file: Uint8Array },
): Promise<MyProfile> {
  const { db, storage } = ctx;
  const me = requireUser(actor);
  if (file.byteLength >= AVATAR_MAX_BYTES) {
    throw new AppError("payload_too_large", "Maximum file size is 5MB.", { avatar: "File too large" });
  }
  const type = await fileTypeFromBuffer(file);
  if (!type || !ALLOWED.has(type.mime)) {
    throw new AppError("unsupported_media_type", "Please upload a JPEG, PNG, GIF, or WEBP image.", {
      avatar: "Invalid file type",
    });
  }
  let image: Buffer;
  try {
    image = await sharp(file, { animated: false })
      .rotate()
      .resize(256, 256, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read.", {
      avatar: "Invalid file type",
    });
  }
  const folder = `public/avatars/${me.userId}/`;
  const key = `${folder}${randomUUID()}.webp`;
  await storage.put(key, image, "image/webp");
  const url = storage.publicUrl(key);
  const previous = (await getMyProfile(ctx, actor)).avatar_url;
  await db.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, me.userId));
  await db.update(users).set({ image: url }).where(eq(users.id, me.userId));
  // The replaced picture is ours to remove when it lives in this user's avatar folder.
  const prefix = storage.publicUrl(`${folder}x`).slice(0, -1);
  if (previous?.startsWith(prefix)) await storage.delete(previous.slice(prefix.length - folder.length));
  return getMyProfile(ctx, actor);
}
