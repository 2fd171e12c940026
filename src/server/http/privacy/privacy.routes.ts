import { createRoute, z } from "@hono/zod-openapi";
import { privacyPatchSchema } from "~/domain/accounts/account-schemas";
import { privacyPreferencesSchema } from "~/domain/accounts/account-types";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { getPrivacyPreferences } from "~/server/services/privacy/get-privacy-preferences";
import { updatePrivacyPreferences } from "~/server/services/privacy/update-privacy-preferences";

const preferencesSchema = z.object(privacyPreferencesSchema.shape).openapi("PrivacyPreferences");
const json = { "application/json": { schema: preferencesSchema } };

const getRoute = createRoute({
  method: "get",
  path: "/me/privacy",
  tags: ["Me"],
  summary: "The signed-in user's privacy and notification preferences",
  responses: { 200: { description: "The preferences", content: json }, ...errorResponses(401) },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/me/privacy",
  tags: ["Me"],
  summary: "Change some privacy and notification preferences",
  description: "Only the switches sent change; any other key is refused.",
  request: { body: { required: true, content: { "application/json": { schema: privacyPatchSchema } } } },
  responses: { 200: { description: "The preferences", content: json }, ...errorResponses(400, 401) },
});

export function createPrivacyRoutes() {
  const router = createRouter();
  // Signed in before the body is validated: a visitor gets 401 whatever they send.
  router.use(getRoute.path, userOnly);
  return router
    .openapi(getRoute, async (c) =>
      c.json(await getPrivacyPreferences(c.get("runtime"), c.get("actor")), 200),
    )
    .openapi(patchRoute, async (c) =>
      c.json(await updatePrivacyPreferences(c.get("runtime"), c.get("actor"), c.req.valid("json")), 200),
    );
}
