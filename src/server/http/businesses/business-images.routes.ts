import { createRoute, z } from "@hono/zod-openapi";
import { managedBusinessSchema } from "~/domain/businesses/business-schema";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { imageBodyLimit, imageWorkAdmission } from "~/server/http/image-body-limit";
import { errorResponses } from "~/server/http/openapi";
import type { BusinessImageSlot } from "~/server/services/businesses/business-image-slot";
import { removeBusinessImage } from "~/server/services/businesses/remove-business-image";
import { setBusinessImage } from "~/server/services/businesses/set-business-image";

const params = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" }),
});
const businessJson = { "application/json": { schema: managedBusinessSchema } };
const imageForm = {
  "multipart/form-data": {
    schema: z.object({
      file: z
        .instanceof(File, { message: "Required" })
        .openapi({ type: "string", format: "binary", description: "The image" }),
    }),
  },
};
const RULES =
  "JPEG, PNG, GIF or WebP (judged by the file's content), at most 5 MB. It is re-encoded as WebP without its " +
  "metadata, in a display size and a thumbnail (`<name>.thumb.webp` beside it); the image it replaces is deleted. " +
  "Owner or admin.";

function putRoute(slot: BusinessImageSlot, what: string, description: string) {
  return createRoute({
    method: "put",
    path: `/businesses/{id}/${slot}`,
    tags: ["Businesses"],
    summary: `Upload the business's ${what}`,
    description: `${description} ${RULES}`,
    request: { params, body: { required: true, content: imageForm } },
    responses: {
      200: { description: "The business", content: businessJson },
      ...errorResponses(400, 401, 403, 404, 413, 415),
    },
  });
}

function deleteRoute(slot: BusinessImageSlot, what: string, description: string) {
  return createRoute({
    method: "delete",
    path: `/businesses/{id}/${slot}`,
    tags: ["Businesses"],
    summary: `Remove the business's ${what}`,
    description: `${description} Its files are deleted. Owner or admin.`,
    request: { params },
    responses: {
      200: { description: "The business", content: businessJson },
      ...errorResponses(401, 403, 404),
    },
  });
}

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

/** PUT and DELETE /businesses/{id}/logo and /businesses/{id}/banner. */
export function createBusinessImagesRoutes() {
  const router = createRouter();
  // Signed in before anything is read; the body is limited while it streams, before it is parsed.
  for (const slot of ["logo", "banner"])
    router.use(`/businesses/:id/${slot}`, imageWorkAdmission, userOnly, imageBodyLimit("file"));
  return router
    .openapi(putRoute("logo", "logo", "Sets logo_url."), async (c) => {
      const runtime = c.get("runtime");
      const file = await bytesOf(c.req.valid("form").file);
      const business = await setBusinessImage(runtime, c.get("actor"), {
        id: c.req.valid("param").id,
        slot: "logo",
        file,
      });
      return c.json(business, 200);
    })
    .openapi(deleteRoute("logo", "logo", "Sets logo_url to null."), async (c) => {
      const runtime = c.get("runtime");
      const business = await removeBusinessImage(runtime, c.get("actor"), {
        ...c.req.valid("param"),
        slot: "logo",
      });
      return c.json(business, 200);
    })
    .openapi(
      putRoute("banner", "banner", "Replaces the first of images (the banner), or adds it."),
      async (c) => {
        const runtime = c.get("runtime");
        const file = await bytesOf(c.req.valid("form").file);
        const business = await setBusinessImage(runtime, c.get("actor"), {
          id: c.req.valid("param").id,
          slot: "banner",
          file,
        });
        return c.json(business, 200);
      },
    )
    .openapi(
      deleteRoute(
        "banner",
        "banner",
        "Drops the first of images (the banner); the next image, if any, becomes it.",
      ),
      async (c) => {
        const runtime = c.get("runtime");
        const business = await removeBusinessImage(runtime, c.get("actor"), {
          ...c.req.valid("param"),
          slot: "banner",
        });
        return c.json(business, 200);
      },
    );
}
