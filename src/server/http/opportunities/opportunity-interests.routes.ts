import { createRoute, z } from "@hono/zod-openapi";
import { opportunityInterestsSchema } from "~/domain/opportunities/opportunity-interests-schema";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { getOpportunityInterests } from "~/server/services/opportunities/get-opportunity-interests";
import { saveOpportunityInterests } from "~/server/services/opportunities/save-opportunity-interests";

const interestsSchema = z
  .object({ categories: z.array(z.enum(OPPORTUNITY_CATEGORIES)), locations: z.array(z.string()) })
  .openapi("OpportunityInterests");
const json = { "application/json": { schema: interestsSchema } };

const getRoute = createRoute({
  method: "get",
  path: "/me/opportunity-interests",
  tags: ["Me"],
  summary: "The categories and locations the signed-in user is alerted about",
  responses: { 200: { description: "The saved interests", content: json }, ...errorResponses(401) },
});

const putRoute = createRoute({
  method: "put",
  path: "/me/opportunity-interests",
  tags: ["Me"],
  summary: "Replace the categories and locations the signed-in user is alerted about",
  description:
    "Whatever their tier, a user is alerted to a new opportunity in one of these categories or whose " +
    "location contains one of these places (any letter case), unless contract notifications are off.",
  request: {
    body: { required: true, content: { "application/json": { schema: opportunityInterestsSchema } } },
  },
  responses: { 200: { description: "The saved interests", content: json }, ...errorResponses(400, 401) },
});

export function createOpportunityInterestsRoutes() {
  const router = createRouter();
  // Signed in before the body is validated: a visitor gets 401 whatever they send.
  router.use(getRoute.path, userOnly);
  return router
    .openapi(getRoute, async (c) =>
      c.json(await getOpportunityInterests(c.get("runtime"), c.get("actor")), 200),
    )
    .openapi(putRoute, async (c) =>
      c.json(await saveOpportunityInterests(c.get("runtime"), c.get("actor"), c.req.valid("json")), 200),
    );
}
