import { asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ModeratedReview } from "~/domain/reviews/review-schema";
import type { Db } from "~/server/db/client";
import { businesses, reviewEvents, reviewReports, reviews, users } from "~/server/db/schema";
import { reviewColumns, type Tx, toReview } from "./review-rows";

const reporters = alias(users, "reporters");
const actors = alias(users, "actors");

/**
 * Reviews as the admin's moderation list shows them, in the order of `ids`: the review (its author
 * by their public name), its business, every report (open or decided, by the reporter's full name)
 * and everything done to it, oldest first.
 */
export async function moderatedReviews(db: Db | Tx, ids: string[]): Promise<ModeratedReview[]> {
  if (ids.length === 0) return [];
  const [rows, reports, history] = await Promise.all([
    db
      .select({ ...reviewColumns, businessName: businesses.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(inArray(reviews.id, ids)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        reporter: reporters.name,
        createdAt: reviewReports.createdAt,
        open: isNull(reviewReports.resolvedAt),
      })
      .from(reviewReports)
      .innerJoin(reporters, eq(reporters.id, reviewReports.reporterId))
      .where(inArray(reviewReports.reviewId, ids))
      .orderBy(desc(reviewReports.createdAt)),
    db
      .select({
        reviewId: reviewEvents.reviewId,
        action: reviewEvents.action,
        actor: actors.name,
        reason: reviewEvents.reason,
        createdAt: reviewEvents.createdAt,
      })
      .from(reviewEvents)
      .leftJoin(actors, eq(actors.id, reviewEvents.actorId))
      .where(inArray(reviewEvents.reviewId, ids))
      .orderBy(asc(reviewEvents.createdAt), asc(reviewEvents.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...toReview(row),
        business_id: row.businessId,
        business_name: row.businessName,
        is_hidden: row.hiddenAt !== null,
        reports: reports
          .filter((r) => r.reviewId === id)
          .map((r) => ({
            reason: r.reason,
            reporter_name: r.reporter,
            created_at: r.createdAt.toISOString(),
            open: Boolean(r.open),
          })),
        history: history
          .filter((e) => e.reviewId === id)
          .map((e) => ({
            action: e.action,
            actor_name: e.actor,
            reason: e.reason,
            created_at: e.createdAt.toISOString(),
          })),
      },
    ];
  });
}
