import { createRoute, z } from "@hono/zod-openapi";
import { profileSchema } from "~/domain/accounts/account-types";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { removeMyPhone } from "~/server/services/accounts/remove-my-phone";

const json = { "application/json": { schema: z.object(profileSchema.shape).openapi("Profile") } };

// Adding or changing a number goes through better-auth (/api/auth/phone-number/send-otp, then
// /verify with updatePhoneNumber): it is set only once a code texted to it comes back.
const deletePhone = createRoute({
  method: "delete",
  path: "/me/phone",
  tags: ["Me"],
  summary: "Remove the phone number from the signed-in user's account",
  responses: { 200: { description: "The profile", content: json }, ...errorResponses(401, 404, 409) },
});

export function createPhoneRoutes() {
  const router = createRouter();
  router.use(deletePhone.path, userOnly);
  return router.openapi(deletePhone, async (c) =>
    c.json(await removeMyPhone(c.get("runtime"), c.get("actor")), 200),
  );
}
