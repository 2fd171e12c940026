import { createRoute } from "@hono/zod-openapi";
import { twoFactorDisableSchema } from "~/domain/accounts/account-schemas";
import { totpVerifier } from "~/server/auth/auth";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { disableTwoFactor } from "~/server/services/accounts/disable-two-factor";

const disableRoute = createRoute({
  method: "post",
  path: "/me/two-factor/disable",
  tags: ["Me"],
  summary: "Turn two-factor sign-in off with a current authenticator code",
  request: { body: { required: true, content: { "application/json": { schema: twoFactorDisableSchema } } } },
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
