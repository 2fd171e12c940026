import { createRoute, z } from "@hono/zod-openapi";
import { accountSessionSchema } from "~/domain/accounts/account-types";
import { textSchema } from "~/domain/shared/text-schema";
import { createRouter } from "~/server/http/app-env";
import { errorResponses } from "~/server/http/openapi";
import { listMySessions } from "~/server/services/accounts/list-my-sessions";
import { revokeMySession, revokeOtherSessions } from "~/server/services/accounts/revoke-my-sessions";

const sessionSchema = z.object(accountSessionSchema.shape).openapi("Session");

const listRoute = createRoute({
  method: "get",
  path: "/me/sessions",
  tags: ["Me"],
  summary: "The signed-in user's active sessions (devices)",
  responses: {
    200: {
      description: "The sessions",
      content: {
        "application/json": {
          schema: z.object({ items: z.array(sessionSchema), total: z.number().int(), next: z.null() }),
        },
      },
    },
    ...errorResponses(401),
  },
});

const revokeOneRoute = createRoute({
  method: "delete",
  path: "/me/sessions/{id}",
  tags: ["Me"],
  summary: "Sign out one of the user's sessions",
  request: { params: z.object({ id: textSchema().min(1).max(200) }) },
  responses: { 204: { description: "Ended" }, ...errorResponses(401, 404) },
});

const revokeOthersRoute = createRoute({
  method: "post",
  path: "/me/sessions/revoke-others",
  tags: ["Me"],
  summary: "Sign out every other session of the user",
  responses: {
    200: {
      description: "How many ended",
      content: { "application/json": { schema: z.object({ revoked: z.number() }) } },
    },
    ...errorResponses(401),
  },
});

export function createSessionsRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const items = await listMySessions(c.get("runtime"), c.get("actor"));
      return c.json({ items, total: items.length, next: null }, 200);
    })
    .openapi(revokeOneRoute, async (c) => {
      await revokeMySession(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    })
    .openapi(revokeOthersRoute, async (c) => {
      const revoked = await revokeOtherSessions(c.get("runtime"), c.get("actor"));
      return c.json({ revoked }, 200);
    });
}
