import { createRoute } from "@hono/zod-openapi";
import { twoFactorDisableSchema } from "../../../domain/accounts/account-schemas.ts";
import { totpVerifier } from "../../auth/auth.ts";
import { disableTwoFactor } from "../../services/accounts/disable-two-factor.ts";
import { createRouter } from "../app-env.ts";
import { userOnly } from "../guards.ts";
import { errorResponses } from "../openapi.ts";

const disableRoute = createRoute({
  method: "post",
  path: "/me/two-factor/disable",
  tags: ["Me"],
  summary: "Turn two-factor sign-in off with a current authenticator code",
  request: { body: { content: { "application/json": { schema: twoFactorDisableSchema } } } },
  responses: { 204: { description: "Turned off" }, ...errorResponses(400, 401, 409) },
});

export function createTwoFactorRoutes() {
  const router = createRouter();
  router.use(disableRoute.path, userOnly);
  return router.openapi(disableRoute, async (c) => {
    const runtime = c.get("runtime");
    await disableTwoFactor(runtime, c.get("actor"), {
      ...c.req.valid("json"),
      verifyTotp: totpVerifier(runtime.auth, c.req.raw.headers),
    });
    return c.body(null, 204);
  });
}
