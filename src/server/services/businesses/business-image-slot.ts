import { eq } from "drizzle-orm";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin } from "~/server/policy";

/** The logo (logo_url) or the banner (the first of images). */
export type BusinessImageSlot = "logo" | "banner";

type ImageColumns = { logoUrl: string | null; images: string[] | null };

const MESSAGES = {
  unauthorized: "Sign in to change a business.",
  forbidden: "Only the owner or an admin can change this business.",
};

/** The image a slot holds now. */
export function imageIn(slot: BusinessImageSlot, row: ImageColumns): string | null {
  return slot === "logo" ? row.logoUrl : (row.images?.[0] ?? null);
}

/** The columns that put `url` in the slot (null empties it; the banner's removal drops the first image). */
export function withImage(slot: BusinessImageSlot, row: ImageColumns, url: string | null) {
  if (slot === "logo") return { logoUrl: url };
  const rest = (row.images ?? []).slice(1);
  return { images: url ? [url, ...rest] : rest };
}

/**
 * The business's image columns, locked for this transaction when `tx` is one, after checking the
 * actor may change it: 401 anonymous, 404 no such business, 403 anyone but its owner or an admin.
 */
export async function findChangeableImages(tx: Db, actor: Actor, id: string, lock = false) {
  if (!isUuid(id)) throw new AppError("not_found", "Business not found.");
  const query = tx
    .select({ ownerId: businesses.ownerId, logoUrl: businesses.logoUrl, images: businesses.images })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", "Business not found.");
  requireOwnerOrAdmin(actor, row.ownerId, MESSAGES);
  return row;
}

export const UNAUTHORIZED = MESSAGES.unauthorized;
