import { createRoute, z } from "@hono/zod-openapi";
import { profilePatchSchema } from "~/domain/accounts/account-schemas";
import { profileSchema } from "~/domain/accounts/account-types";
import { languageChoiceSchema } from "~/domain/languages/language-choice";
import { AppError } from "~/server/errors";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { imageBodyLimit, imageWorkAdmission } from "~/server/http/image-body-limit";
import { errorResponses } from "~/server/http/openapi";
import { setWalkthroughCompleted } from "~/server/services/accounts/complete-walkthrough";
import { getMyProfile } from "~/server/services/accounts/get-my-profile";
import { setMyAvatar } from "~/server/services/accounts/set-my-avatar";
import { setMyLanguage } from "~/server/services/accounts/set-my-language";
import { updateMyProfile } from "~/server/services/accounts/update-my-profile";

const json = { "application/json": { schema: z.object(profileSchema.shape).openapi("Profile") } };

const getMe = createRoute({
  method: "get",
  path: "/me",
  tags: ["Me"],
  summary: "The signed-in user's profile and role",
  responses: { 200: { description: "The profile", content: json }, ...errorResponses(401) },
});

const patchMe = createRoute({
  method: "patch",
  path: "/me",
  tags: ["Me"],
  summary: "Change the signed-in user's full name",
  request: { body: { required: true, content: { "application/json": { schema: profilePatchSchema } } } },
  responses: { 200: { description: "The profile", content: json }, ...errorResponses(400, 401) },
});

const putAvatar = createRoute({
  method: "post",
  path: "/me/avatar",
  tags: ["Me"],
  summary: "Upload a new avatar (JPEG, PNG, GIF or WebP, at most 5 MB)",
  request: {
    body: {
      content: {
        "multipart/form-data": { schema: z.object({ avatar: z.any().openapi({ format: "binary" }) }) },
      },
    },
  },
  responses: { 200: { description: "The profile", content: json }, ...errorResponses(400, 401, 413, 415) },
});

const putWalkthrough = createRoute({
  method: "put",
  path: "/me/walkthrough",
  tags: ["Me"],
  summary: "Mark the onboarding walkthrough completed (or clear it to restart)",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ completed: z.boolean() }) } },
    },
  },
  responses: { 200: { description: "The profile", content: json }, ...errorResponses(400, 401) },
});

const languageJson = {
  "application/json": { schema: z.object(languageChoiceSchema.shape).openapi("LanguageChoice") },
};

const putLanguage = createRoute({
  method: "put",
  path: "/me/language",
  tags: ["Me"],
  summary:
    "Store the language the signed-in user chose (en, fr, es or ar): their e-mails and pages with one path follow it",
  request: { body: { required: true, content: languageJson } },
  responses: {
    200: { description: "The stored choice", content: languageJson },
    ...errorResponses(400, 401),
  },
});

export function createMeRoutes() {
  const router = createRouter();
  // Signed in before the body is validated: a visitor gets 401 whatever they send.
  router.use("/me", userOnly);
  router.use("/me/language", userOnly);
  router.use("/me/avatar", imageWorkAdmission, userOnly, imageBodyLimit("avatar"));
  return router
    .openapi(getMe, async (c) => c.json(await getMyProfile(c.get("runtime"), c.get("actor")), 200))
    .openapi(patchMe, async (c) => {
      return c.json(await updateMyProfile(c.get("runtime"), c.get("actor"), c.req.valid("json")), 200);
    })
    .openapi(putAvatar, async (c) => {
      const form = await c.req.parseBody();
      const file = form.avatar;
      if (!(file instanceof File))
        throw new AppError("validation", "Choose an image.", { avatar: "Required" });
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await setMyAvatar(c.get("runtime"), c.get("actor"), { file: bytes }), 200);
    })
    .openapi(putWalkthrough, async (c) => {
      return c.json(
        await setWalkthroughCompleted(c.get("runtime"), c.get("actor"), c.req.valid("json")),
        200,
      );
    })
    .openapi(putLanguage, async (c) =>
      c.json(await setMyLanguage(c.get("runtime"), c.get("actor"), c.req.valid("json")), 200),
    );
}
