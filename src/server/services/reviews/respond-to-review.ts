import { eq } from "drizzle-orm";
import { notice } from "~/domain/notifications/notice";
import type { Review, ReviewResponseInput } from "~/domain/reviews/review-schema";
import { mailOrigin } from "~/server/config";
import { businesses, reviews, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { reviewResponseMail } from "~/server/mail/review-response-mail";
import { type Actor, isOwnerOrAdmin, requireUser } from "~/server/policy";
import { mailLanguage } from "~/server/services/accounts/mail-recipient";
import { createNotification } from "~/server/services/notifications/create-notification";
import type { ServiceContext } from "~/server/services/service-context";
import { findReview, mailableAddress, REVIEW_NOT_FOUND, recordReviewEvent, toReview } from "./review-rows";

/**
 * The business's one public answer to a review, written or changed by its owner (or an admin). The
 * first answer tells the reviewer: an in-app notification and an e-mail, queued in the same
 * transaction; a later edit changes the text without telling them again.
 */
export async function respondToReview(
  ctx: ServiceContext,
  actor: Actor,
  { id, body }: ReviewResponseInput & { id: string },
): Promise<Review> {
  const me = requireUser(actor, "Sign in to respond to a review.");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const review = await findReview(tx, id);
    if (!review) throw new AppError("not_found", REVIEW_NOT_FOUND);
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId })
      .from(businesses)
      .where(eq(businesses.id, review.businessId))
      .limit(1);
    if (!business || !isOwnerOrAdmin(me, business.ownerId)) {
      throw new AppError("forbidden", "Only the business's owner can respond to its reviews.");
    }
    const first = review.response === null;
    await tx
      .update(reviews)
      .set({
        response: body,
        respondedBy: me.userId,
        respondedAt: first ? now : review.respondedAt,
        responseUpdatedAt: now,
      })
      .where(eq(reviews.id, review.id));
    await recordReviewEvent(tx, {
      reviewId: review.id,
      businessId: business.id,
      actorId: me.userId,
      action: "responded",
      at: now,
    });
    if (first) {
      const link = `/business/${business.id}#review-${review.id}`;
      await createNotification(
        { db: tx },
        {
          userId: review.authorId,
          kind: "other",
          title: notice("{business} responded to your review", { business: business.name }),
          body: notice("{business} answered your review. Read it on the business's page.", {
            business: business.name,
          }),
          link,
        },
      );
      const [author] = await tx
        .select({
          email: users.email,
          emailVerified: users.emailVerified,
          signInOrigin: users.signInOrigin,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, review.authorId))
        .limit(1);
      const to = author ? mailableAddress(author) : null;
      if (to) {
        const origin = mailOrigin(ctx.config, author!.signInOrigin);
        const mail = await reviewResponseMail(
          to,
          { businessName: business.name, origin, url: `${origin}${link}` },
          mailLanguage(author!.language),
        );
        await ctx.jobs.enqueue(tx, "send-mail", mail);
      }
    }
    const updated = await findReview(tx, review.id);
    return toReview(updated!);
  });
}
