/**
 * The reviews' rules and words without zod, so the pages that show reviews (the business page, the
 * cards) load none of the schemas' code: the schemas (review-schema.ts) build on these.
 */

/** Lengths after sanitising. */
export const REVIEW_LIMITS = { body: 2000, response: 2000, reason: 500 } as const;
/** Reviews written or rewritten per account, and per client address, in any 24 hours (429 beyond). */
export const REVIEWS_PER_DAY = 10;
/** Reviews on a page of GET /businesses/{id}/reviews and of the business page. */
export const REVIEWS_PER_PAGE = 10;
/** Reported or hidden reviews on a page of the admin's moderation list. */
export const MODERATION_PER_PAGE = 20;

export const STARS = [5, 4, 3, 2, 1] as const;

/** How many published reviews give each number of stars. */
export type RatingDistribution = Record<"5" | "4" | "3" | "2" | "1", number>;

export const REVIEW_MESSAGES = {
  rating: "Choose a rating from 1 to 5 stars",
  body: "Please write a few words about your experience",
  response: "Please write your response",
  reason: "Please say why",
  unconfirmed: "Confirm your e-mail address or phone number before writing a review.",
  ownBusiness: "You cannot review your own business.",
  admin: "Administrators cannot review businesses.",
  signIn: "Sign in to write a review.",
  notFound: "Review not found.",
} as const;

export const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString("en-US")} characters`;

/** What an admin does with a reported review; every one is recorded with who, when and why. */
export const MODERATION_ACTIONS = ["hide", "restore", "dismiss"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Everything that can happen to a review, as review_events records it. */
export const REVIEW_EVENT_ACTIONS = [
  "created",
  "replaced",
  "deleted",
  "responded",
  "reported",
  "hidden",
  "restored",
  "dismissed",
] as const;
export type ReviewEventAction = (typeof REVIEW_EVENT_ACTIONS)[number];

/** Whether someone may write a review of a business, and if not, why (the business page's form). */
export type ReviewEligibility = "can_write" | "sign_in" | "own_business" | "admin" | "unconfirmed";

/**
 * The form's first check of a text before it is sent: present and not too long once trimmed. The
 * server's schema decides (it also strips markup, so text of markup alone is refused there).
 */
export function textProblem(value: string, label: string, max: number, missing: string): string | undefined {
  const text = value.trim();
  if (text.length === 0) return missing;
  if (text.length > max) return tooLong(label, max);
  return undefined;
}

/** The review form's first check: a rating of 1–5 chosen, and the text. */
export function reviewFormProblems(input: { rating: string; body: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const rating = Number(input.rating);
  if (input.rating === "" || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    problems.rating = REVIEW_MESSAGES.rating;
  }
  const body = textProblem(input.body, "Review", REVIEW_LIMITS.body, REVIEW_MESSAGES.body);
  if (body) problems.body = body;
  return problems;
}

/** The admin's lists on /admin/reviews, their tab labels and what each says when empty. */
export const MODERATION_LISTS = ["reported", "hidden"] as const;
export type ModerationList = (typeof MODERATION_LISTS)[number];
export const MODERATION_LIST_TEXTS: Record<ModerationList, { label: string; empty: string }> = {
  reported: {
    label: "Reported",
    empty: "No reported reviews. Reports from customers and owners appear here.",
  },
  hidden: { label: "Hidden", empty: "No hidden reviews." },
};
