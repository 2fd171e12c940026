import type { OwnReview } from "~/domain/reviews/review-schema";
import { isUuid } from "~/domain/validation/is-uuid";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findAuthorsReview, toOwnReview } from "./review-rows";

/** The signed-in customer's own review of a business (also when hidden), or null. */
export async function getMyReview(
  { db }: Pick<ServiceContext, "db">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<OwnReview | null> {
  if (actor.kind !== "user" || !isUuid(businessId)) return null;
  const row = await findAuthorsReview(db, businessId, actor.userId);
  return row ? toOwnReview(row) : null;
}
