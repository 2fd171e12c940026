import { createRoute, z } from "@hono/zod-openapi";
import { MODERATION_PER_PAGE, REVIEW_LIMITS } from "~/domain/reviews/review-rules";
import {
  moderatedReviewSchema,
  moderationListQuerySchema,
  reviewModerationInputSchema,
} from "~/domain/reviews/review-schema";
import { createRouter } from "~/server/http/app-env";
import { adminOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { listReviewsForModeration } from "~/server/services/reviews/list-reviews-for-moderation";
import { moderateReview } from "~/server/services/reviews/moderate-review";

const ModeratedReview = z.object(moderatedReviewSchema.shape).openapi("ModeratedReview");

const listRoute = createRoute({
  method: "get",
  path: "/admin/reviews",
  tags: ["Admin"],
  summary: "Reported or hidden reviews (admins only)",
  description:
    "status=reported (default): reviews with open reports, the most recently reported first; status=hidden: " +
    `hidden reviews, the most recently hidden first. ${MODERATION_PER_PAGE} a page, each with its business, ` +
    "every report and everything done to it (who, when, why).",
  middleware: [adminOnly] as const,
  request: { query: moderationListQuerySchema },
  responses: {
    200: {
      description: "One page of reviews",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(ModeratedReview),
            total: z.number().int(),
            next: z.number().int().nullable(),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

const moderateRoute = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/moderation",
  tags: ["Admin"],
  summary: "Hide, restore or keep a review (admins only)",
  description:
    "hide: the review leaves the public list and the business's rating and review_count at once; restore: it " +
    "comes back; dismiss: its reports are dismissed and it stays shown. Every decision resolves the open " +
    `reports and is recorded with the admin, the time and the reason (1–${REVIEW_LIMITS.reason} characters). ` +
    "409 when there is nothing to do (hiding a hidden review, restoring a shown one, dismissing without reports).",
  middleware: [adminOnly] as const,
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Review id (uuid)" }),
    }),
    body: { required: true, content: { "application/json": { schema: reviewModerationInputSchema } } },
  },
  responses: {
    200: {
      description: "The review after the decision",
      content: { "application/json": { schema: ModeratedReview } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function createAdminReviewsRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const page = await listReviewsForModeration(c.get("runtime"), c.get("actor"), c.req.valid("query"));
      return c.json(page, 200);
    })
    .openapi(moderateRoute, async (c) => {
      const runtime = c.get("runtime");
      const { id } = c.req.valid("param");
      const review = await moderateReview(runtime, c.get("actor"), { id, ...c.req.valid("json") });
      return c.json(review, 200);
    });
}
