import { randomUUID } from "node:crypto";
import { displayNameOf, thumbnailOf } from "~/domain/uploads/image-rules";
import type { ServiceContext } from "~/server/services/service-context";
import type { Storage } from "~/server/storage/storage";
import type { PreparedImage } from "./prepare-image";

/**
 * Stores both sizes of a prepared image under a fresh server-made name in `folder`
 * (`<folder>/<uuid>.display.webp` and `.thumb.webp`) and returns the display size's URL.
 * When either write fails, neither is kept.
 */
export async function storeImage(storage: Storage, image: PreparedImage, folder: string): Promise<string> {
  const key = displayNameOf(`${folder}/${randomUUID()}`);
  const thumbnail = thumbnailOf(key);
  try {
    await storage.put(key, image.display, "image/webp");
    await storage.put(thumbnail, image.thumbnail, "image/webp");
  } catch (error) {
    await Promise.allSettled([storage.delete(key), storage.delete(thumbnail)]);
    throw error;
  }
  return storage.publicUrl(key);
}

/**
 * The stored files behind image URLs, each with its thumbnail. URLs the storage did not make (an
 * address elsewhere) are skipped, so nothing outside our files is ever deleted.
 */
export function imageKeysOf(storage: Storage, urls: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = url ? storage.keyOfUrl(url) : undefined;
    if (key) keys.add(key).add(thumbnailOf(key));
  }
  return [...keys];
}

/**
 * Deletes files whose rows are already gone or changed (after the commit): a failure is logged and
 * leaves an orphan file behind rather than failing a change that has happened.
 */
export async function deleteStoredFiles(
  { storage, logger }: Pick<ServiceContext, "storage" | "logger">,
  keys: readonly string[],
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected") {
      logger.warn({ err: result.reason, key: keys[i] }, "Could not delete a stored file");
    }
  });
}
