import { createRoute, z } from "@hono/zod-openapi";
import {
  adminTemplateSchema,
  templateOverviewSchema,
  templatePatchSchema,
} from "~/domain/certification/certification-api-schema";
import { DOCUMENT_KIND_SLUGS } from "~/domain/certification/document-rules";
import { TIERS } from "~/domain/certification/tiers";
import { createRouter } from "~/server/http/app-env";
import { documentBodyLimit } from "~/server/http/document-body-limit";
import { adminOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { deleteTemplate } from "~/server/services/certification/delete-template";
import { listTemplatesAdmin } from "~/server/services/certification/list-templates-admin";
import { templateOverview } from "~/server/services/certification/template-overview";
import { updateTemplate } from "~/server/services/certification/update-template";
import { uploadTemplate } from "~/server/services/certification/upload-template";

const idParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Template id (uuid)" }),
});
const templateJson = { "application/json": { schema: adminTemplateSchema } };

const listRoute = createRoute({
  method: "get",
  path: "/admin/documents",
  tags: ["Admin"],
  summary: "Template documents, newest first (admins only)",
  description: "The blank forms applicants download; each download_url is signed for an hour.",
  middleware: [adminOnly] as const,
  responses: {
    200: {
      description: "Every template",
      content: { "application/json": { schema: z.object({ items: z.array(adminTemplateSchema) }) } },
    },
    ...errorResponses(401, 403),
  },
});

const overviewRoute = createRoute({
  method: "get",
  path: "/admin/documents/overview",
  tags: ["Admin"],
  summary: "The five most recent templates and the counts by tier and type (admins only)",
  middleware: [adminOnly] as const,
  responses: {
    200: { description: "The overview", content: { "application/json": { schema: templateOverviewSchema } } },
    ...errorResponses(401, 403),
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/admin/documents",
  tags: ["Admin"],
  summary: "Upload a template document (admins only)",
  description:
    "PDF or Word .docx, judged by the file's content (415 'Only PDF and Word documents are allowed' " +
    "otherwise), not empty, at most 10 MB (413). title, tier, document_type and file are required (400 " +
    "'Missing information' naming each missing field). The file name is cleaned to letters, digits, - _ . " +
    "(at most 100 characters) and given the extension of its content.",
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .any()
              .optional()
              .openapi({ type: "string", format: "binary", description: "PDF or .docx" }),
            title: z.string().optional(),
            tier: z.enum(TIERS).optional(),
            document_type: z.enum(DOCUMENT_KIND_SLUGS).optional(),
            instructions: z.string().optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: { description: "The new template", content: templateJson },
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/admin/documents/{id}",
  tags: ["Admin"],
  summary: "Rename a template or change its description (admins only)",
  description: "The name is its Title, the description its Instructions; description null clears it.",
  middleware: [adminOnly] as const,
  request: {
    params: idParams,
    body: { required: true, content: { "application/json": { schema: templatePatchSchema } } },
  },
  responses: {
    200: { description: "The template", content: templateJson },
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/admin/documents/{id}",
  tags: ["Admin"],
  summary: "Delete a template (admins only)",
  description: "Its file is deleted too. Applicants' uploads that answered it are kept.",
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The template documents of /admin/documents. */
export function createAdminDocumentsRoutes() {
  const router = createRouter();
  // An admin before anything is read; the body is limited while it streams, before it is parsed.
  router.post("/admin/documents", adminOnly, documentBodyLimit);
  return router
    .openapi(listRoute, async (c) => {
      const items = await listTemplatesAdmin(c.get("runtime"), c.get("actor"));
      return c.json({ items }, 200);
    })
    .openapi(overviewRoute, async (c) => {
      return c.json(await templateOverview(c.get("runtime"), c.get("actor")), 200);
    })
    .openapi(uploadRoute, async (c) => {
      const form = await c.req.parseBody();
      const file = form.file instanceof File ? form.file : null;
      const template = await uploadTemplate(c.get("runtime"), c.get("actor"), {
        file: file ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
        title: text(form.title),
        tier: text(form.tier),
        document_type: text(form.document_type),
        instructions: text(form.instructions),
      });
      return c.json(template, 201);
    })
    .openapi(patchRoute, async (c) => {
      const template = await updateTemplate(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("param"),
        ...c.req.valid("json"),
      });
      return c.json(template, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteTemplate(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    });
}
