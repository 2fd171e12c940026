import { and, eq, isNull } from "drizzle-orm";
import type { ModeratedReview, ReviewModerationInput } from "~/domain/reviews/review-schema";
import { reviewReports, reviews } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { moderatedReviews } from "./moderated-reviews";
import { findReview, lockReviewedBusiness, REVIEW_NOT_FOUND, recordReviewEvent } from "./review-rows";

const RECORDED = { hide: "hidden", restore: "restored", dismiss: "dismissed" } as const;

/**
 * An admin decides about a review, with a reason: hide it (it leaves the public list and the
 * business's figures at once, in the same transaction), restore it, or dismiss its reports and keep
 * it shown. Any decision resolves the open reports; each is recorded with who, when and why.
 */
export async function moderateReview(
  ctx: ServiceContext,
  actor: Actor,
  { id, action, reason }: ReviewModerationInput & { id: string },
): Promise<ModeratedReview> {
  const admin = requireAdmin(actor);
  const now = ctx.now();
  const moderated = await ctx.db.transaction(async (tx) => {
    const review = await findReview(tx, id);
    if (!review) throw new AppError("not_found", REVIEW_NOT_FOUND);
    await lockReviewedBusiness(tx, review.businessId);
    const open = and(eq(reviewReports.reviewId, review.id), isNull(reviewReports.resolvedAt));
    if (action === "hide") {
      if (review.hiddenAt) throw new AppError("conflict", "This review is already hidden.");
      await tx.update(reviews).set({ hiddenAt: now }).where(eq(reviews.id, review.id));
    } else if (action === "restore") {
      if (!review.hiddenAt) throw new AppError("conflict", "This review is not hidden.");
      await tx.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, review.id));
    } else {
      const [report] = await tx.select({ id: reviewReports.id }).from(reviewReports).where(open).limit(1);
      if (!report) throw new AppError("conflict", "This review has no open reports.");
    }
    await tx.update(reviewReports).set({ resolvedAt: now }).where(open);
    await recordReviewEvent(tx, {
      reviewId: review.id,
      businessId: review.businessId,
      actorId: admin.userId,
      action: RECORDED[action],
      reason,
      at: now,
    });
    const [moderated] = await moderatedReviews(tx, [review.id]);
    return moderated!;
  });
  // Hiding or restoring a review changes its business's rating and review count (the reviews' triggers).
  ctx.searchCache.invalidate();
  return moderated;
}
