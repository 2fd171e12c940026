import { createRoute } from "@hono/zod-openapi";
import { analyticsQuerySchema, myAnalyticsSchema } from "~/domain/analytics/analytics-schema";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { getMyAnalytics } from "~/server/services/analytics/get-my-analytics";

const getMyAnalyticsRoute = createRoute({
  method: "get",
  path: "/me/analytics",
  tags: ["Me"],
  summary: "Storefront analytics of the signed-in user's own businesses",
  description:
    "Profile views, inquiries (contact clicks plus website clicks), average rating and active storefronts over " +
    "the last 7, 30 or 90 UTC days ending today, per business and in total, with a daily series of views and " +
    "inquiries (days without events count 0). Only the caller's own businesses, admins included; " +
    "`business_id` narrows it to one of them (someone else's: 403).",
  request: { query: analyticsQuerySchema },
  responses: {
    200: {
      description: "The figures",
      content: { "application/json": { schema: myAnalyticsSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function createAnalyticsRoutes() {
  const router = createRouter();
  // Signed in before the query is validated: a visitor gets 401 whatever they send.
  router.use("/me/analytics", userOnly);
  return router.openapi(getMyAnalyticsRoute, async (c) => {
    return c.json(await getMyAnalytics(c.get("runtime"), c.get("actor"), c.req.valid("query")), 200);
  });
}
