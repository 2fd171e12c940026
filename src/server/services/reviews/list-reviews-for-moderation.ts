import { count, desc, isNotNull, isNull, max, sql } from "drizzle-orm";
import { MODERATION_PER_PAGE } from "~/domain/reviews/review-rules";
import type { ModerationListQuery, ModerationPage } from "~/domain/reviews/review-schema";
import { reviewReports, reviews } from "~/server/db/schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { moderatedReviews } from "./moderated-reviews";

/**
 * The admin's moderation list: reviews with open reports (the most recently reported first), or
 * hidden reviews (the most recently hidden first), a page at a time.
 */
export async function listReviewsForModeration(
  ctx: ServiceContext,
  actor: Actor,
  { status, page }: ModerationListQuery,
): Promise<ModerationPage> {
  requireAdmin(actor);
  const offset = (page - 1) * MODERATION_PER_PAGE;
  let ids: string[];
  let total: number;
  if (status === "reported") {
    const open = isNull(reviewReports.resolvedAt);
    const [rows, [counted]] = await Promise.all([
      ctx.db
        .select({ id: reviewReports.reviewId, latest: max(reviewReports.createdAt) })
        .from(reviewReports)
        .where(open)
        .groupBy(reviewReports.reviewId)
        .orderBy(desc(max(reviewReports.createdAt)), desc(reviewReports.reviewId))
        .limit(MODERATION_PER_PAGE)
        .offset(offset),
      ctx.db
        .select({ n: sql<number>`count(distinct ${reviewReports.reviewId})::int` })
        .from(reviewReports)
        .where(open),
    ]);
    ids = rows.map((r) => r.id);
    total = counted?.n ?? 0;
  } else {
    const hidden = isNotNull(reviews.hiddenAt);
    const [rows, [counted]] = await Promise.all([
      ctx.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(hidden)
        .orderBy(desc(reviews.hiddenAt), desc(reviews.id))
        .limit(MODERATION_PER_PAGE)
        .offset(offset),
      ctx.db.select({ n: count() }).from(reviews).where(hidden),
    ]);
    ids = rows.map((r) => r.id);
    total = counted?.n ?? 0;
  }
  return {
    items: await moderatedReviews(ctx.db, ids),
    total,
    next: page * MODERATION_PER_PAGE < total ? page + 1 : null,
  };
}
