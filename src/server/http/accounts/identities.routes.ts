import { createRoute, z } from "@hono/zod-openapi";
import {
  identityProviderSchema,
  linkedIdentitySchema,
  linkIdentitySchema,
} from "~/domain/accounts/linked-identities";
import { textSchema } from "~/domain/shared/text-schema";
import { AppError } from "~/server/errors";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { listIdentityProviders, listMyIdentities } from "~/server/services/accounts/list-my-identities";
import { unlinkMyIdentity } from "~/server/services/accounts/unlink-my-identity";

const identitySchema = z.object(linkedIdentitySchema.shape).openapi("LinkedIdentity");
const providerSchema = z.object(identityProviderSchema.shape).openapi("IdentityProvider");

const providersRoute = createRoute({
  method: "get",
  path: "/identity-providers",
  tags: ["Me"],
  summary: "The OpenID Connect providers one can sign in with (none unless the site configures some)",
  responses: {
    200: {
      description: "The providers",
      content: {
        "application/json": {
          schema: z.object({ items: z.array(providerSchema), total: z.number().int(), next: z.null() }),
        },
      },
    },
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/me/identities",
  tags: ["Me"],
  summary: "The identities (OpenID Connect providers) linked to the signed-in account",
  responses: {
    200: {
      description: "The linked identities",
      content: {
        "application/json": {
          schema: z.object({ items: z.array(identitySchema), total: z.number().int(), next: z.null() }),
        },
      },
    },
    ...errorResponses(401),
  },
});

const linkRoute = createRoute({
  method: "post",
  path: "/me/identities",
  tags: ["Me"],
  summary:
    "Start linking an identity: answers the provider's authorization URL to send the browser to. The provider " +
    "sends it back to /settings?tab=security, with ?error=identity_already_exists (or another identity_ code) " +
    "when the identity cannot be linked",
  request: { body: { required: true, content: { "application/json": { schema: linkIdentitySchema } } } },
  responses: {
    200: {
      description: "Where to send the browser",
      content: { "application/json": { schema: z.object({ url: z.string() }) } },
    },
    ...errorResponses(400, 401),
  },
});

const unlinkRoute = createRoute({
  method: "delete",
  path: "/me/identities/{id}",
  tags: ["Me"],
  summary: "Unlink an identity; refused (single_identity_not_deletable) when it is the last way to sign in",
  request: { params: z.object({ id: textSchema().min(1).max(200) }) },
  responses: { 204: { description: "Unlinked" }, ...errorResponses(401, 404, 409) },
});

const SETTINGS_SECURITY = "/settings?tab=security";

export function createIdentitiesRoutes() {
  const router = createRouter();
  // Signed in before the body is validated: a visitor gets 401 whatever they send.
  router.use("/me/identities", userOnly);
  return router
    .openapi(providersRoute, (c) => {
      const items = listIdentityProviders(c.get("runtime"));
      return c.json({ items, total: items.length, next: null }, 200);
    })
    .openapi(listRoute, async (c) => {
      const items = await listMyIdentities(c.get("runtime"), c.get("actor"));
      return c.json({ items, total: items.length, next: null }, 200);
    })
    .openapi(linkRoute, async (c) => {
      const runtime = c.get("runtime");
      const { provider } = c.req.valid("json");
      if (!listIdentityProviders(runtime).some((p) => p.id === provider)) {
        const message = "Choose one of the configured identity providers";
        throw new AppError("validation", message, { provider: message });
      }
      // better-auth keeps the state (with the PKCE verifier and the nonce) and binds it to this
      // browser with a signed cookie, which travels back with our answer.
      const { headers, response } = await runtime.auth.api.linkSocialAccount({
        body: {
          provider,
          callbackURL: `${SETTINGS_SECURITY}&linked=${provider}`,
          errorCallbackURL: SETTINGS_SECURITY,
          disableRedirect: true,
        },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.json({ url: response.url }, 200);
    })
    .openapi(unlinkRoute, async (c) => {
      await unlinkMyIdentity(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    });
}
