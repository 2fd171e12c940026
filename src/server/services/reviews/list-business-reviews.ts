import { and, count, desc, eq, isNull } from "drizzle-orm";
import { emptyDistribution } from "~/domain/reviews/review-figures";
import { REVIEWS_PER_PAGE } from "~/domain/reviews/review-rules";
import type { ReviewListQuery, ReviewPage } from "~/domain/reviews/review-schema";
import { reviews, users } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { getBusiness } from "~/server/services/businesses/get-business";
import type { ServiceContext } from "~/server/services/service-context";
import { reviewColumns, toReview } from "./review-rows";

/**
 * One page of a business's published reviews, newest first, with its rating and how many reviews
 * give each number of stars. Public for an active business; an inactive one's only for its owner or
 * an admin (404 otherwise, like the business).
 */
export async function listBusinessReviews(
  ctx: ServiceContext,
  actor: Actor,
  { businessId, page }: ReviewListQuery & { businessId: string },
): Promise<ReviewPage> {
  const business = await getBusiness(ctx, actor, { id: businessId });
  const published = and(eq(reviews.businessId, business.id), isNull(reviews.hiddenAt));
  const [rows, stars] = await Promise.all([
    ctx.db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE),
    ctx.db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(published)
      .groupBy(reviews.rating),
  ]);
  const distribution = emptyDistribution();
  let total = 0;
  for (const { rating, n } of stars) {
    distribution[String(rating) as keyof typeof distribution] = n;
    total += n;
  }
  return {
    items: rows.map(toReview),
    total,
    next: page * REVIEWS_PER_PAGE < total ? page + 1 : null,
    rating: business.rating,
    distribution,
  };
}
