import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "~/server/http/app-env";
import { errorResponses } from "~/server/http/openapi";
import { listAdmins } from "~/server/services/accounts/list-admins";

const adminSchema = z.object({ id: z.string(), email: z.string(), name: z.string() }).openapi("Admin");

const listRoute = createRoute({
  method: "get",
  path: "/admins",
  tags: ["Admin"],
  summary: "List administrators (admins only)",
  responses: {
    200: {
      description: "The administrators",
      content: {
        "application/json": {
          schema: z.object({ items: z.array(adminSchema), total: z.number().int(), next: z.null() }),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

export function createAdminsRoutes() {
  return createRouter().openapi(listRoute, async (c) => {
    const items = await listAdmins(c.get("runtime"), c.get("actor"));
    return c.json({ items, total: items.length, next: null }, 200);
  });
}
