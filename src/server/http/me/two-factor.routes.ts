import { createRoute, z } from "@hono/zod-openapi";
import { textSchema } from "../../../domain/text/text-schema.ts";
import { disableTwoFactor } from "../../services/accounts/disable-two-factor.ts";
import { createRouter } from "../app-env.ts";
import { errorResponses } from "../openapi.ts";

const disableRoute = createRoute({
  method: "post",
  path: "/me/two-factor/disable",
  tags: ["Me"],
  summary: "Turn two-factor sign-in off with a current authenticator code",
  request: {
    body: { content: { "application/json": { schema: z.object({ code: textSchema().max(20) }) } } },
  },
  responses: { 204: { description: "Turned off" }, ...errorResponses(400, 401, 409) },
});

export function createTwoFactorRoutes() {
  return createRouter().openapi(disableRoute, async (c) => {
    await disableTwoFactor(
      c.get("runtime"),
      c.get("actor"),
      c.req.raw.headers,
      c.req.valid("json").code.trim(),
    );
    return c.body(null, 204);
  });
}
