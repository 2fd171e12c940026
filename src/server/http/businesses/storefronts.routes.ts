import { createRoute, z } from "@hono/zod-openapi";
import { storefrontSchema } from "~/domain/businesses/business-form-schema";
import { managedBusinessSchema } from "~/domain/businesses/business-schema";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { createStorefront } from "~/server/services/businesses/create-business";
import { updateStorefront } from "~/server/services/businesses/update-business";

const businessJson = { "application/json": { schema: managedBusinessSchema } };

const createStorefrontRoute = createRoute({
  method: "post",
  path: "/storefronts",
  tags: ["Businesses"],
  summary: "Open a storefront (the wizard)",
  description:
    "A storefront is a business made by the storefront wizard: name, description and category are " +
    "required, the rest optional (social links kept only when filled). It is active, in the USA, " +
    "owned by the signed-in user. The category is one of the wizard's choices (or a directory " +
    "category's title); the storefront is listed under the directory category the choice maps onto, " +
    "the choice kept as its sub category when it says more. Unknown fields are refused. It is placed on the " +
    "map as a business is (POST /businesses): from its address, or at `pin`; `show_area_only` keeps its street " +
    "address from the public.",
  middleware: [userOnly] as const,
  request: { body: { required: true, content: { "application/json": { schema: storefrontSchema } } } },
  responses: {
    201: { description: "The new storefront's business", content: businessJson },
    ...errorResponses(400, 401),
  },
});

const patchStorefrontRoute = createRoute({
  method: "patch",
  path: "/storefronts/{id}",
  tags: ["Businesses"],
  summary: "Change a storefront (Edit Storefront)",
  description:
    "The owner or an admin changes any of the wizard's fields, each under the wizard's rules. A changed address " +
    "without a `pin` places the storefront again from the gazetteer (PATCH /businesses/{id}).",
  middleware: [userOnly] as const,
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id" }),
    }),
    body: { required: true, content: { "application/json": { schema: storefrontSchema.partial() } } },
  },
  responses: {
    200: { description: "The changed business", content: businessJson },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function createStorefrontsRoutes() {
  return createRouter()
    .openapi(createStorefrontRoute, async (c) => {
      const runtime = c.get("runtime");
      const business = await createStorefront(runtime, c.get("actor"), c.req.valid("json"));
      return c.json(business, 201);
    })
    .openapi(patchStorefrontRoute, async (c) => {
      const runtime = c.get("runtime");
      const { id } = c.req.valid("param");
      const business = await updateStorefront(runtime, c.get("actor"), { id, patch: c.req.valid("json") });
      return c.json(business, 200);
    });
}
