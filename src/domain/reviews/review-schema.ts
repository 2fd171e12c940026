import { z } from "zod";
import { stripMarkup } from "~/domain/shared/strip-markup";
import { textSchema } from "~/domain/shared/text-schema";
import {
  MODERATION_ACTIONS,
  MODERATION_LISTS,
  type RatingDistribution,
  REVIEW_EVENT_ACTIONS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  tooLong,
} from "./review-rules";

/** Trimmed text with markup removed (like every other text), then its length rules. */
function cleanText(label: string, max: number, missing: string) {
  return textSchema({ message: missing })
    .overwrite(stripMarkup)
    .min(1, { message: missing })
    .max(max, { message: tooLong(label, max) });
}

const rating = z
  .number({ message: REVIEW_MESSAGES.rating })
  .int({ message: REVIEW_MESSAGES.rating })
  .min(1, { message: REVIEW_MESSAGES.rating })
  .max(5, { message: REVIEW_MESSAGES.rating });

/** POST /api/v1/businesses/{id}/reviews: a rating of 1–5 and a text of up to 2,000 characters. */
export const reviewInputSchema = z.strictObject({
  rating,
  body: cleanText("Review", REVIEW_LIMITS.body, REVIEW_MESSAGES.body),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** PUT /api/v1/reviews/{id}/response: the business's public answer. */
export const reviewResponseInputSchema = z.strictObject({
  body: cleanText("Response", REVIEW_LIMITS.response, REVIEW_MESSAGES.response),
});
export type ReviewResponseInput = z.output<typeof reviewResponseInputSchema>;

/** POST /api/v1/reviews/{id}/reports: why the review should not be shown. */
export const reviewReportInputSchema = z.strictObject({
  reason: cleanText("Reason", REVIEW_LIMITS.reason, REVIEW_MESSAGES.reason),
});
export type ReviewReportInput = z.output<typeof reviewReportInputSchema>;

export const reviewModerationInputSchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS, { message: "action must be hide, restore or dismiss" }),
  reason: cleanText("Reason", REVIEW_LIMITS.reason, REVIEW_MESSAGES.reason),
});
export type ReviewModerationInput = z.output<typeof reviewModerationInputSchema>;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const pageSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));

export const reviewListQuerySchema = z.object({ page: pageSchema });
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const moderationListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(MODERATION_LISTS, { message: "status must be reported or hidden" }).default("reported"),
  ),
  page: pageSchema,
});
export type ModerationListQuery = z.output<typeof moderationListQuerySchema>;

/** The business's public answer under a review. */
export const reviewResponseSchema = z.object({
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A review as everyone sees it: the author's display name only, never their e-mail or id. */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  response: reviewResponseSchema.nullable(),
});
export type Review = z.output<typeof reviewSchema>;

/** The author's own review: also whether a moderator has hidden it. */
export const ownReviewSchema = reviewSchema.extend({ is_hidden: z.boolean() });
export type OwnReview = z.output<typeof ownReviewSchema>;

/** How many published reviews give each number of stars. */
export const ratingDistributionSchema = z.object({
  "5": z.number().int(),
  "4": z.number().int(),
  "3": z.number().int(),
  "2": z.number().int(),
  "1": z.number().int(),
}) satisfies z.ZodType<RatingDistribution>;

/** One page of a business's published reviews, newest first, with its figures. */
export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  next: z.number().int().nullable(),
  rating: z.number().nullable(),
  distribution: ratingDistributionSchema,
});
export type ReviewPage = z.output<typeof reviewPageSchema>;

/** A review in the admin's moderation list: its reports (open ones) and everything done to it. */
export const moderatedReviewSchema = reviewSchema.extend({
  business_id: z.string(),
  business_name: z.string(),
  is_hidden: z.boolean(),
  reports: z.array(
    z.object({ reason: z.string(), reporter_name: z.string(), created_at: z.string(), open: z.boolean() }),
  ),
  history: z.array(
    z.object({
      action: z.enum(REVIEW_EVENT_ACTIONS),
      actor_name: z.string().nullable(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type ModeratedReview = z.output<typeof moderatedReviewSchema>;

export const moderationPageSchema = z.object({
  items: z.array(moderatedReviewSchema),
  total: z.number().int(),
  next: z.number().int().nullable(),
});
export type ModerationPage = z.output<typeof moderationPageSchema>;
