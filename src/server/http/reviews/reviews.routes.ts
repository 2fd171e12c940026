import { createRoute, z } from "@hono/zod-openapi";
import { REVIEW_LIMITS, REVIEWS_PER_DAY, REVIEWS_PER_PAGE } from "~/domain/reviews/review-rules";
import {
  ownReviewSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewReportInputSchema,
  reviewResponseInputSchema,
  reviewSchema,
} from "~/domain/reviews/review-schema";
import { createRouter } from "~/server/http/app-env";
import { clientAddress } from "~/server/http/client-address";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { deleteReview } from "~/server/services/reviews/delete-review";
import { listBusinessReviews } from "~/server/services/reviews/list-business-reviews";
import { reportReview } from "~/server/services/reviews/report-review";
import { respondToReview } from "~/server/services/reviews/respond-to-review";
import { writeReview } from "~/server/services/reviews/write-review";
import { forPublicRead } from "~/server/services/service-context";

const businessParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" }),
});
const reviewParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Review id (uuid)" }),
});

const Review = z.object(reviewSchema.shape).openapi("Review");
const OwnReview = z.object(ownReviewSchema.shape).openapi("OwnReview");
const ReviewPage = z.object({ ...reviewPageSchema.shape, items: z.array(Review) }).openapi("ReviewPage");
const ReviewReport = z
  .object({ review_id: z.string(), reason: z.string(), created_at: z.string() })
  .openapi("ReviewReport");

const max = (n: number) => n.toLocaleString("en-US");

const listRoute = createRoute({
  method: "get",
  path: "/businesses/{id}/reviews",
  tags: ["Reviews"],
  summary: "A business's reviews",
  description:
    `Public. The published reviews (not hidden by a moderator), newest first, ${REVIEWS_PER_PAGE} a page, ` +
    "each with its rating, text, the reviewer's public name (first name and initial; never an e-mail or id), " +
    "times and the business's response. Also the business's rating (the mean, one decimal; null without " +
    "reviews) and how many reviews give each number of stars. `next` is the next page number or null. " +
    "An inactive business's reviews are found only by its owner or an admin.",
  request: { params: businessParams, query: reviewListQuerySchema },
  responses: {
    200: { description: "One page of reviews", content: { "application/json": { schema: ReviewPage } } },
    ...errorResponses(400, 404),
  },
});

const writeRoute = createRoute({
  method: "post",
  path: "/businesses/{id}/reviews",
  tags: ["Reviews"],
  summary: "Write or replace your review of a business",
  description:
    "Signed in, with a confirmed e-mail address or phone number (403 otherwise). One review per customer " +
    "and business: the first is created (201), a later one replaces it (200; the count does not grow). " +
    `rating is a whole number 1–5; body is trimmed, stripped of markup, 1–${max(REVIEW_LIMITS.body)} characters. ` +
    "The business's owner and admins cannot review it (403). The business's rating and review_count change " +
    `in the same transaction. At most ${REVIEWS_PER_DAY} reviews written or replaced per account and per ` +
    "client address in any 24 hours: 429 beyond, with Retry-After (seconds).",
  middleware: [userOnly] as const,
  request: {
    params: businessParams,
    body: { required: true, content: { "application/json": { schema: reviewInputSchema } } },
  },
  responses: {
    200: { description: "Your review, replaced", content: { "application/json": { schema: OwnReview } } },
    201: { description: "Your new review", content: { "application/json": { schema: OwnReview } } },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/reviews/{id}",
  tags: ["Reviews"],
  summary: "Delete a review",
  description: "Its author or an admin deletes it; the business's figures change in the same transaction.",
  middleware: [userOnly] as const,
  request: { params: reviewParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

const respondRoute = createRoute({
  method: "put",
  path: "/reviews/{id}/response",
  tags: ["Reviews"],
  summary: "Write or change the business's response to a review",
  description:
    "The business's owner (or an admin) writes its one public response, shown under the review; writing " +
    `again changes it. body is trimmed, stripped of markup, 1–${max(REVIEW_LIMITS.response)} characters. ` +
    "The first response tells the reviewer in the app and by e-mail.",
  middleware: [userOnly] as const,
  request: {
    params: reviewParams,
    body: { required: true, content: { "application/json": { schema: reviewResponseInputSchema } } },
  },
  responses: {
    200: { description: "The review with its response", content: { "application/json": { schema: Review } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

const reportRoute = createRoute({
  method: "post",
  path: "/reviews/{id}/reports",
  tags: ["Reviews"],
  summary: "Report a review to the moderators",
  description:
    `Signed in. reason is trimmed, stripped of markup, 1–${max(REVIEW_LIMITS.reason)} characters. One report ` +
    "per person and review: the first is created (201), a later one replaces its reason (200). Authors cannot " +
    "report their own review (403); a hidden review is not found (404).",
  middleware: [userOnly] as const,
  request: {
    params: reviewParams,
    body: { required: true, content: { "application/json": { schema: reviewReportInputSchema } } },
  },
  responses: {
    200: { description: "Your report, replaced", content: { "application/json": { schema: ReviewReport } } },
    201: { description: "Your report", content: { "application/json": { schema: ReviewReport } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function createReviewsRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { id } = c.req.valid("param");
      const page = await listBusinessReviews(forPublicRead(c.get("runtime")), c.get("actor"), {
        businessId: id,
        ...c.req.valid("query"),
      });
      return c.json(page, 200);
    })
    .openapi(writeRoute, async (c) => {
      const runtime = c.get("runtime");
      const { id } = c.req.valid("param");
      const { review, created } = await writeReview(runtime, c.get("actor"), {
        ...c.req.valid("json"),
        businessId: id,
        clientAddress: clientAddress(c),
      });
      return created ? c.json(review, 201) : c.json(review, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const runtime = c.get("runtime");
      await deleteReview(runtime, c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    })
    .openapi(respondRoute, async (c) => {
      const { id } = c.req.valid("param");
      const review = await respondToReview(c.get("runtime"), c.get("actor"), { id, ...c.req.valid("json") });
      return c.json(review, 200);
    })
    .openapi(reportRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { report, created } = await reportReview(c.get("runtime"), c.get("actor"), {
        id,
        ...c.req.valid("json"),
      });
      return created ? c.json(report, 201) : c.json(report, 200);
    });
}
