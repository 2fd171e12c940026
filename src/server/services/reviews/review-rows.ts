import { and, eq } from "drizzle-orm";
import { isPhoneOnlyEmail } from "~/domain/accounts/phone-countries";
import { reviewerName } from "~/domain/reviews/display-name";
import type { ReviewEventAction } from "~/domain/reviews/review-rules";
import type { OwnReview, Review } from "~/domain/reviews/review-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businesses, reviewEvents, reviews, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const BUSINESS_NOT_FOUND = "Business not found.";
export const REVIEW_NOT_FOUND = "Review not found.";

/** The columns a review is shown with: its author by name only. */
export const reviewColumns = {
  id: reviews.id,
  businessId: reviews.businessId,
  authorId: reviews.authorId,
  authorFullName: users.name,
  rating: reviews.rating,
  body: reviews.body,
  response: reviews.response,
  respondedAt: reviews.respondedAt,
  responseUpdatedAt: reviews.responseUpdatedAt,
  hiddenAt: reviews.hiddenAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

export type ReviewRow = {
  id: string;
  authorFullName: string;
  rating: number;
  body: string;
  response: string | null;
  respondedAt: Date | null;
  responseUpdatedAt: Date | null;
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A review as everyone sees it: no author e-mail or id, only the reviewer's public name. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    author_name: reviewerName(row.authorFullName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    response:
      row.response === null
        ? null
        : {
            body: row.response,
            created_at: (row.respondedAt ?? row.updatedAt).toISOString(),
            updated_at: (row.responseUpdatedAt ?? row.respondedAt ?? row.updatedAt).toISOString(),
          },
  };
}

export function toOwnReview(row: ReviewRow): OwnReview {
  return { ...toReview(row), is_hidden: row.hiddenAt !== null };
}

/** One review with its author's name, or undefined. */
export async function findReview(db: Db | Tx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

/** A customer's review of a business, or undefined. */
export async function findAuthorsReview(db: Db | Tx, businessId: string, authorId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(and(eq(reviews.businessId, businessId), eq(reviews.authorId, authorId)))
    .limit(1);
  return row;
}

/**
 * The business under a row lock that serialises every write to its reviews, so the figures the
 * trigger recomputes count every review committed before (two reviews at once are both counted).
 */
export async function lockReviewedBusiness(tx: Tx, businessId: string) {
  if (!isUuid(businessId)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [row] = await tx
    .select({
      id: businesses.id,
      name: businesses.name,
      ownerId: businesses.ownerId,
      isActive: businesses.isActive,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("no key update")
    .limit(1);
  if (!row) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  return row;
}

export async function recordReviewEvent(
  tx: Tx,
  event: {
    reviewId: string | null;
    businessId: string;
    actorId: string | null;
    action: ReviewEventAction;
    reason?: string | null;
    clientAddress?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(reviewEvents).values({
    reviewId: event.reviewId,
    businessId: event.businessId,
    actorId: event.actorId,
    action: event.action,
    reason: event.reason ?? null,
    clientAddress: event.clientAddress ?? null,
    createdAt: event.at,
  });
}

/** Where mail to a user can go: a confirmed address that is not the placeholder of a phone-only account. */
export function mailableAddress(user: { email: string; emailVerified: boolean }): string | null {
  return user.emailVerified && !isPhoneOnlyEmail(user.email) ? user.email : null;
}

/** A customer who may write reviews: a confirmed e-mail address or phone number. */
export function isConfirmedCustomer(user: {
  email: string;
  emailVerified: boolean;
  phoneNumberVerified: boolean;
}): boolean {
  return mailableAddress(user) !== null || user.phoneNumberVerified;
}
