import { eq } from "drizzle-orm";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin, requireUser, type SignedInActor } from "~/server/policy";
import { BUSINESS_NOT_FOUND } from "./transition-certification";

export const SIGN_IN_TO_APPLY = "Sign in to apply for certification.";
export const NOT_YOUR_BUSINESS = "You can only manage the certification of your own businesses.";

/**
 * A business whose certification the actor may see and manage, read without a lock: 401 anonymous,
 * 404 unknown, 403 anyone but its owner or an admin. Writers check again under the lock
 * (lockCertifiedBusiness); this read lets them refuse before storing any file.
 */
export async function readCertifiedBusiness(
  db: Db,
  actor: Actor,
  businessId: string,
): Promise<{ user: SignedInActor; business: typeof businesses.$inferSelect }> {
  const user = requireUser(actor, SIGN_IN_TO_APPLY);
  if (!isUuid(businessId)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  if (!isOwnerOrAdmin(user, business.ownerId)) throw new AppError("forbidden", NOT_YOUR_BUSINESS);
  return { user, business };
}
