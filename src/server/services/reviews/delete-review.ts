import { eq } from "drizzle-orm";
import { reviews } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findReview, lockReviewedBusiness, REVIEW_NOT_FOUND, recordReviewEvent } from "./review-rows";

/**
 * Its author or an admin deletes a review for good; the business's figures follow in the same
 * transaction. The deletion is recorded (who, when), and still counts towards the posting limit.
 */
export async function deleteReview(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<void> {
  const me = requireUser(actor, "Sign in to delete a review.");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const review = await findReview(tx, id);
    if (!review) throw new AppError("not_found", REVIEW_NOT_FOUND);
    if (review.authorId !== me.userId && me.role !== "admin") {
      throw new AppError("forbidden", "You can only delete your own reviews.");
    }
    await lockReviewedBusiness(tx, review.businessId);
    await recordReviewEvent(tx, {
      reviewId: review.id,
      businessId: review.businessId,
      actorId: me.userId,
      action: "deleted",
      reason: review.authorId === me.userId ? null : "Deleted by an administrator",
      at: now,
    });
    await tx.delete(reviews).where(eq(reviews.id, review.id));
  });
  // The business's rating and review count changed (the reviews' triggers).
  ctx.searchCache.invalidate();
}
