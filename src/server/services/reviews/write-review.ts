import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { notice } from "~/domain/notifications/notice";
import { REVIEW_MESSAGES, REVIEWS_PER_DAY } from "~/domain/reviews/review-rules";
import type { OwnReview, ReviewInput } from "~/domain/reviews/review-schema";
import { reviewEvents, reviews, users } from "~/server/db/schema";
import { AppError, RateLimitedError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import { createNotification } from "~/server/services/notifications/create-notification";
import type { ServiceContext } from "~/server/services/service-context";
import {
  BUSINESS_NOT_FOUND,
  findAuthorsReview,
  isConfirmedCustomer,
  lockReviewedBusiness,
  recordReviewEvent,
  type Tx,
  toOwnReview,
} from "./review-rows";

const DAY_MS = 86_400_000;
const POSTS = inArray(reviewEvents.action, ["created", "replaced"]);

export type WriteReviewInput = ReviewInput & { businessId: string; clientAddress: string | undefined };

/**
 * A confirmed customer's review of a business: created, or replaced when they already have one
 * (the count does not grow; a hidden review stays hidden). The business's owner and admins are
 * refused. At most REVIEWS_PER_DAY posts per account and per client address in any 24 hours, counted
 * in the database so the limit holds across processes. The figures follow in the same transaction
 * (the reviews' trigger); the owner is told of a new review in the app.
 */
export async function writeReview(
  ctx: ServiceContext,
  actor: Actor,
  { businessId, clientAddress, rating, body }: WriteReviewInput,
): Promise<{ review: OwnReview; created: boolean }> {
  const me = requireUser(actor, REVIEW_MESSAGES.signIn);
  if (me.role === "admin") throw new AppError("forbidden", REVIEW_MESSAGES.admin);
  const now = ctx.now();
  const written = await ctx.db.transaction(async (tx) => {
    const business = await lockReviewedBusiness(tx, businessId);
    if (!business.isActive && business.ownerId !== me.userId) {
      throw new AppError("not_found", BUSINESS_NOT_FOUND);
    }
    if (business.ownerId === me.userId) throw new AppError("forbidden", REVIEW_MESSAGES.ownBusiness);
    const [author] = await tx
      .select({
        email: users.email,
        emailVerified: users.emailVerified,
        phoneNumberVerified: users.phoneNumberVerified,
      })
      .from(users)
      .where(eq(users.id, me.userId))
      .limit(1);
    if (!author || !isConfirmedCustomer(author)) {
      throw new AppError("forbidden", REVIEW_MESSAGES.unconfirmed);
    }
    await checkPostingLimit(tx, now, me.userId, clientAddress ?? null);

    const existing = await findAuthorsReview(tx, business.id, me.userId);
    let reviewId: string;
    if (existing) {
      reviewId = existing.id;
      await tx.update(reviews).set({ rating, body, updatedAt: now }).where(eq(reviews.id, existing.id));
    } else {
      const [inserted] = await tx
        .insert(reviews)
        .values({
          businessId: business.id,
          authorId: me.userId,
          rating,
          body,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: reviews.id });
      reviewId = inserted!.id;
    }
    await recordReviewEvent(tx, {
      reviewId,
      businessId: business.id,
      actorId: me.userId,
      action: existing ? "replaced" : "created",
      clientAddress: clientAddress ?? null,
      at: now,
    });
    const review = await findAuthorsReview(tx, business.id, me.userId);
    if (!existing && business.ownerId) {
      await createNotification(
        { db: tx },
        {
          userId: business.ownerId,
          kind: "other",
          title: notice("New review of {business}", { business: business.name }),
          body: notice("{author} rated {business} {rating} out of 5.", {
            author: toOwnReview(review!).author_name,
            business: business.name,
            rating,
          }),
          link: `/business/${business.id}#reviews`,
        },
      );
    }
    return { review: toOwnReview(review!), created: !existing };
  });
  // The business's rating and review count changed (the reviews' triggers).
  ctx.searchCache.invalidate();
  return written;
}

/**
 * Refuses a post (429, with when to come back) past REVIEWS_PER_DAY in 24 hours from this account,
 * or from this address. Locks on the account and the address first, so parallel posts cannot all
 * pass the same count.
 */
async function checkPostingLimit(tx: Tx, now: Date, userId: string, address: string | null) {
  const since = new Date(now.getTime() - DAY_MS);
  const limits = [
    {
      key: `review-post:user:${userId}`,
      where: eq(reviewEvents.actorId, userId),
      message: `You have posted ${REVIEWS_PER_DAY} reviews in the last 24 hours. Please try again later.`,
    },
    ...(address === null
      ? []
      : [
          {
            key: `review-post:address:${address}`,
            where: eq(reviewEvents.clientAddress, address),
            message: `${REVIEWS_PER_DAY} reviews have been posted from your network in the last 24 hours. Please try again later.`,
          },
        ]),
  ];
  for (const limit of limits) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit.key}))`);
  }
  for (const limit of limits) {
    // The oldest of the last REVIEWS_PER_DAY posts: while it is within the day, no more.
    const [oldest] = await tx
      .select({ at: reviewEvents.createdAt })
      .from(reviewEvents)
      .where(and(POSTS, limit.where, gt(reviewEvents.createdAt, since)))
      .orderBy(desc(reviewEvents.createdAt))
      .offset(REVIEWS_PER_DAY - 1)
      .limit(1);
    if (oldest) {
      const wait = Math.max(1, Math.ceil((oldest.at.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new RateLimitedError(limit.message, wait);
    }
  }
}
