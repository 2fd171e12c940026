import { eq } from "drizzle-orm";
import type { ReviewEligibility } from "~/domain/reviews/review-rules";
import type { OwnReview } from "~/domain/reviews/review-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses, users } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findAuthorsReview, isConfirmedCustomer, toOwnReview } from "./review-rows";

/**
 * For the business page: the asker's own review of the business (also when hidden) and whether they
 * may write one, by the same rules as writeReview.
 */
export async function getMyReviewState(
  { db }: Pick<ServiceContext, "db">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<{ review: OwnReview | null; eligibility: ReviewEligibility }> {
  if (actor.kind !== "user" || !isUuid(businessId)) return { review: null, eligibility: "sign_in" };
  const [[business], [me], own] = await Promise.all([
    db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
    db
      .select({
        email: users.email,
        emailVerified: users.emailVerified,
        phoneNumberVerified: users.phoneNumberVerified,
      })
      .from(users)
      .where(eq(users.id, actor.userId))
      .limit(1),
    findAuthorsReview(db, businessId, actor.userId),
  ]);
  const review = own ? toOwnReview(own) : null;
  if (actor.role === "admin") return { review, eligibility: "admin" };
  if (business?.ownerId === actor.userId) return { review, eligibility: "own_business" };
  if (!me || !isConfirmedCustomer(me)) return { review, eligibility: "unconfirmed" };
  return { review, eligibility: "can_write" };
}
