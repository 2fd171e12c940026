import { createRoute, z } from "@hono/zod-openapi";
import {
  applicantDocumentSchema,
  applicationPageSchema,
  certificationEventListSchema,
  submitApplicationResultSchema,
  submitApplicationSchema,
  templateListSchema,
} from "~/domain/certification/certification-api-schema";
import { TIERS } from "~/domain/certification/tiers";
import { createRouter } from "~/server/http/app-env";
import { documentBodyLimit } from "~/server/http/document-body-limit";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { getApplicationPage } from "~/server/services/certification/get-application-page";
import { listCertificationEvents } from "~/server/services/certification/list-certification-events";
import { listTemplates } from "~/server/services/certification/list-templates";
import { removeApplicantDocument } from "~/server/services/certification/remove-applicant-document";
import { submitApplication } from "~/server/services/certification/submit-application";
import { uploadApplicantDocument } from "~/server/services/certification/upload-applicant-document";

const TAGS = ["Certification"];
const businessParams = z.object({
  businessId: z
    .string()
    .openapi({ param: { name: "businessId", in: "path" }, description: "Business id (uuid)" }),
});
const documentParams = businessParams.extend({
  documentId: z
    .string()
    .openapi({ param: { name: "documentId", in: "path" }, description: "Document id (uuid)" }),
});

const templatesRoute = createRoute({
  method: "get",
  path: "/certification/templates",
  tags: TAGS,
  summary: "List the required documents (admin templates)",
  description:
    "Any signed-in user. The blank forms applicants download, fill in and upload back, newest first; " +
    "of one tier with `tier`. download_url is a signed link that works for an hour.",
  middleware: [userOnly] as const,
  request: { query: z.object({ tier: z.enum(TIERS).optional() }) },
  responses: {
    200: { description: "The templates", content: { "application/json": { schema: templateListSchema } } },
    ...errorResponses(400, 401),
  },
});

const pageRoute = createRoute({
  method: "get",
  path: "/certification/{businessId}",
  tags: TAGS,
  summary: "Read a business's certification application",
  description:
    "Owner or admin. The business, the templates of every tier, the drafts and the documents of the " +
    "latest application, and that application (or null), and for each paid tier when its usable " +
    "first-year payment was made (null: not paid yet). File links are signed and work for an hour.",
  middleware: [userOnly] as const,
  request: { params: businessParams },
  responses: {
    200: {
      description: "The application page",
      content: { "application/json": { schema: applicationPageSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/certification/{businessId}/documents",
  tags: TAGS,
  summary: "Upload a document for a certification application",
  description:
    "Owner or admin. A draft answering one required document (`template_id`, an admin template; its kind " +
    "becomes document_type); a new upload for the same template replaces the draft. PDF, JPEG or PNG by " +
    "content (415 otherwise), not empty (400), at most 10 MB (413). 409 while an application is under " +
    "review or the business is certified.",
  middleware: [userOnly, documentBodyLimit] as const,
  request: {
    params: businessParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .instanceof(File, { message: "Required" })
              .openapi({ type: "string", format: "binary", description: "The document" }),
            template_id: z.string({ message: "Required" }).openapi({ description: "The template's id" }),
          }),
        },
      },
    },
  },
  responses: {
    201: {
      description: "The draft document",
      content: { "application/json": { schema: applicantDocumentSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/certification/{businessId}/documents/{documentId}",
  tags: TAGS,
  summary: "Remove a draft document",
  description: "Owner or admin. Only drafts: a document submitted with an application stays (409).",
  middleware: [userOnly] as const,
  request: { params: documentParams },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404, 409) },
});

const submitRoute = createRoute({
  method: "post",
  path: "/certification/{businessId}/applications",
  tags: TAGS,
  summary: "Submit a certification application",
  description:
    "Owner or admin. The tier (a paid one), every affidavit field (stored as typed) with the ownership " +
    "statement confirmed, and the signature as a PNG data URL (checked by content: a PNG of at most " +
    "1600×600, not blank). Every required document of the tier must have an upload (400 'Please complete " +
    "all required items before submitting'). The business becomes pending; every admin is notified and " +
    "e-mailed. 409 when an application is already under review or the business is certified. 402 " +
    "`payment_required` unless the tier's first year is paid (POST /payments/checkout, `is_renewal` " +
    "false) by a payment no approved application has used; the application is linked to it.",
  middleware: [userOnly] as const,
  request: {
    params: businessParams,
    body: { required: true, content: { "application/json": { schema: submitApplicationSchema } } },
  },
  responses: {
    201: {
      description: "The application and the business",
      content: { "application/json": { schema: submitApplicationResultSchema } },
    },
    ...errorResponses(400, 401, 402, 403, 404, 409),
  },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/certification/{businessId}/events",
  tags: TAGS,
  summary: "Read a business's certification history",
  description:
    "Owner or admin. Every status change, newest first: who, from, to, tier, notes and when. Read-only.",
  middleware: [userOnly] as const,
  request: { params: businessParams },
  responses: {
    200: {
      description: "The events",
      content: { "application/json": { schema: certificationEventListSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

/** The owner's side of certification: /certification/… (the admin review is elsewhere). */
export function createCertificationRoutes() {
  // The templates route comes first: "templates" is not a business id.
  return createRouter()
    .openapi(templatesRoute, async (c) => {
      const list = await listTemplates(c.get("runtime"), c.get("actor"), c.req.valid("query"));
      return c.json(list, 200);
    })
    .openapi(pageRoute, async (c) => {
      const page = await getApplicationPage(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.json(page, 200);
    })
    .openapi(uploadRoute, async (c) => {
      const { file, template_id } = c.req.valid("form");
      const document = await uploadApplicantDocument(c.get("runtime"), c.get("actor"), {
        businessId: c.req.valid("param").businessId,
        templateId: template_id,
        fileName: file.name,
        file: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json(document, 201);
    })
    .openapi(removeRoute, async (c) => {
      await removeApplicantDocument(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    })
    .openapi(submitRoute, async (c) => {
      const result = await submitApplication(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("json"),
        businessId: c.req.valid("param").businessId,
      });
      return c.json(result, 201);
    })
    .openapi(eventsRoute, async (c) => {
      const events = await listCertificationEvents(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.json(events, 200);
    });
}
