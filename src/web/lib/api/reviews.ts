import type { InferRequestType } from "hono/client";
import { answer, v1 } from "./client";

const businessReviews = v1.businesses[":id"].reviews;
const reviewById = v1.reviews[":id"];
const moderation = v1.admin.reviews[":id"].moderation;

type ReviewInput = InferRequestType<(typeof businessReviews)["$post"]>["json"];
type ModerationInput = InferRequestType<(typeof moderation)["$post"]>["json"];

/** One page of a business's published reviews (Load More). */
export const listBusinessReviews = (businessId: string, page: number) =>
  answer(businessReviews.$get({ param: { id: businessId }, query: { page: String(page) } }));

/** Writes the signed-in customer's review of a business, or replaces the one they have. */
export const writeReview = (businessId: string, json: ReviewInput) =>
  answer(businessReviews.$post({ param: { id: businessId }, json }));

export const deleteReview = (id: string) => answer(reviewById.$delete({ param: { id } }));

/** The business's public response to a review (its owner, or an admin). */
export const respondToReview = (id: string, body: string) =>
  answer(reviewById.response.$put({ param: { id }, json: { body } }));

export const reportReview = (id: string, reason: string) =>
  answer(reviewById.reports.$post({ param: { id }, json: { reason } }));

/** An admin hides, restores or keeps (dismissing its reports) a review, with a reason. */
export const moderateReview = (id: string, json: ModerationInput) =>
  answer(moderation.$post({ param: { id }, json }));
