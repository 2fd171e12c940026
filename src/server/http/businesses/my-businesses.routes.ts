import { createRoute } from "@hono/zod-openapi";
import { myBusinessesPageSchema, myBusinessesQuerySchema } from "~/domain/businesses/my-businesses-query";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { listMyBusinesses } from "~/server/services/businesses/list-my-businesses";

const listRoute = createRoute({
  method: "get",
  path: "/me/businesses",
  tags: ["Me"],
  summary: "The businesses the signed-in user manages",
  description:
    "Newest first, one page at a time. An owner gets their own businesses; an admin every business " +
    "(scope=all, the default for admins) or their own (scope=mine). q searches name and city. " +
    "needs=certification lists the caller's own paid-tier businesses whose application is neither " +
    "approved nor pending; needs=renewal their verified paid-tier ones expired or expiring within 30 days. " +
    "views_7d counts profile views over the last 7 days; is_mine tells an admin whose business it is.",
  middleware: [userOnly] as const,
  request: { query: myBusinessesQuerySchema },
  responses: {
    200: { description: "One page", content: { "application/json": { schema: myBusinessesPageSchema } } },
    ...errorResponses(400, 401),
  },
});

export function createMyBusinessesRoutes() {
  return createRouter().openapi(listRoute, async (c) =>
    c.json(await listMyBusinesses(c.get("runtime"), c.get("actor"), c.req.valid("query")), 200),
  );
}
