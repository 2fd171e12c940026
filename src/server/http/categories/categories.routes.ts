import { createRoute, z } from "@hono/zod-openapi";
import { categoryOrderSchema, categorySchema } from "~/domain/categories/category-schema";
import { createRouter } from "~/server/http/app-env";
import { errorResponses } from "~/server/http/openapi";
import { listCategories } from "~/server/services/categories/list-categories";
import { forPublicRead } from "~/server/services/service-context";

const listRoute = createRoute({
  method: "get",
  path: "/categories",
  tags: ["Categories"],
  summary: "List business categories",
  description: "Every category with the number of active businesses in it.",
  request: {
    query: z.object({
      order: categoryOrderSchema.openapi({ description: "count (most first) or title (A–Z)" }),
    }),
  },
  responses: {
    200: {
      description: "The categories",
      content: {
        "application/json": {
          schema: z.object({ items: z.array(categorySchema), total: z.number().int(), next: z.null() }),
        },
      },
    },
    ...errorResponses(400),
  },
});

export function createCategoriesRoutes() {
  return createRouter().openapi(listRoute, async (c) => {
    const { order } = c.req.valid("query");
    const items = await listCategories(forPublicRead(c.get("runtime")), { order });
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ items, total: items.length, next: null }, 200);
  });
}
