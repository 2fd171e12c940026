import { and, eq } from "drizzle-orm";
import type { ReviewReportInput } from "~/domain/reviews/review-schema";
import { businesses, reviewReports } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findReview, REVIEW_NOT_FOUND, recordReviewEvent } from "./review-rows";

export type ReviewReport = { review_id: string; reason: string; created_at: string };

/**
 * Anyone signed in reports a shown review with a reason, for an admin to look at; reporting it again
 * replaces the reason (and reopens a report an admin already decided). Authors cannot report their
 * own review. Recorded with who, when and why.
 */
export async function reportReview(
  ctx: ServiceContext,
  actor: Actor,
  { id, reason }: ReviewReportInput & { id: string },
): Promise<{ report: ReviewReport; created: boolean }> {
  const me = requireUser(actor, "Sign in to report a review.");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const review = await findReview(tx, id);
    const [business] = review
      ? await tx
          .select({ isActive: businesses.isActive, ownerId: businesses.ownerId })
          .from(businesses)
          .where(eq(businesses.id, review.businessId))
          .limit(1)
      : [];
    // A hidden review, or one of a business the public cannot see, is not there to report.
    const shown =
      review?.hiddenAt === null && (business?.isActive || isOwnerOrAdmin(me, business?.ownerId ?? null));
    if (!review || !business || (!shown && me.role !== "admin")) {
      throw new AppError("not_found", REVIEW_NOT_FOUND);
    }
    if (review.authorId === me.userId) throw new AppError("forbidden", "You cannot report your own review.");
    const mine = and(eq(reviewReports.reviewId, review.id), eq(reviewReports.reporterId, me.userId));
    const [before] = await tx.select({ id: reviewReports.id }).from(reviewReports).where(mine).limit(1);
    // An upsert, so two reports sent at once by one person leave one row.
    await tx
      .insert(reviewReports)
      .values({ reviewId: review.id, reporterId: me.userId, reason, createdAt: now })
      .onConflictDoUpdate({
        target: [reviewReports.reviewId, reviewReports.reporterId],
        set: { reason, createdAt: now, resolvedAt: null },
      });
    await recordReviewEvent(tx, {
      reviewId: review.id,
      businessId: review.businessId,
      actorId: me.userId,
      action: "reported",
      reason,
      at: now,
    });
    return { report: { review_id: review.id, reason, created_at: now.toISOString() }, created: !before };
  });
}
