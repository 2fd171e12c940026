import { createRoute, z } from "@hono/zod-openapi";
import {
  OTHER_CERTIFICATION_KINDS,
  OTHER_CERTIFICATION_LIMITS,
} from "~/domain/procurement/other-certification-rules";
import {
  adminOtherCertificationListSchema,
  adminOtherCertificationsQuerySchema,
  otherCertificationCheckSchema,
  otherCertificationFields,
  otherCertificationPatchSchema,
  otherCertificationSchema,
} from "~/domain/procurement/other-certification-schema";
import { createRouter } from "~/server/http/app-env";
import { documentBodyLimit } from "~/server/http/document-body-limit";
import { adminOnly, userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { addOtherCertification } from "~/server/services/procurement/add-other-certification";
import { checkOtherCertification } from "~/server/services/procurement/check-other-certification";
import { deleteOtherCertification } from "~/server/services/procurement/delete-other-certification";
import { listOtherCertificationsForReview } from "~/server/services/procurement/list-other-certifications-for-review";
import { readOtherCertificationFile } from "~/server/services/procurement/read-other-certification-file";
import { updateOtherCertification } from "~/server/services/procurement/update-other-certification";

const TAGS = ["Procurement"];
const idParam = z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" });
const certParam = z
  .string()
  .openapi({ param: { name: "certId", in: "path" }, description: "Other certification id (uuid)" });
const businessParams = z.object({ id: idParam });
const certParams = z.object({ id: idParam, certId: certParam });
const OtherCertification = z.object(otherCertificationSchema.shape).openapi("OtherCertification");
const certJson = { "application/json": { schema: OtherCertification } };
const binary = (description: string) =>
  z.instanceof(File, { message: "Required" }).openapi({ type: "string", format: "binary", description });
const KINDS = OTHER_CERTIFICATION_KINDS.join(", ");
const WHO = "The business's owner or an admin (401 anonymous, 403 anyone else).";
const FILE_RULES =
  "A PDF, JPG or PNG judged by its content (415 otherwise), not empty (400), at most 10 MB (413); kept private.";

const addRoute = createRoute({
  method: "post",
  path: "/businesses/{id}/other-certifications",
  tags: TAGS,
  summary: "Add an other certification to a business's procurement profile",
  description:
    `${WHO} kind (${KINDS}; "other" needs a name), certifier, number, expires_on (YYYY-MM-DD, from ` +
    `${OTHER_CERTIFICATION_LIMITS.firstYear} to ${OTHER_CERTIFICATION_LIMITS.yearsAhead} years ahead) and file, ` +
    `the certificate. ${FILE_RULES} At most ${OTHER_CERTIFICATION_LIMITS.perBusiness} a business (409). ` +
    "Unchecked until an admin checks it.",
  middleware: [userOnly, documentBodyLimit] as const,
  request: {
    params: businessParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            ...otherCertificationFields,
            file: binary("The certificate"),
          }),
        },
      },
    },
  },
  responses: {
    201: { description: "The certification, as its owner reads it", content: certJson },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/businesses/{id}/other-certifications/{certId}",
  tags: TAGS,
  summary: "Change an other certification or replace its certificate",
  description:
    `${WHO} Any of kind, name, certifier, number, expires_on, and perhaps a new file. ${FILE_RULES} ` +
    "A change clears an admin's check.",
  middleware: [userOnly, documentBodyLimit] as const,
  request: {
    params: certParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: otherCertificationPatchSchema.extend({ file: binary("A new certificate").optional() }),
        },
      },
    },
  },
  responses: {
    200: { description: "The certification, as its owner reads it", content: certJson },
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/businesses/{id}/other-certifications/{certId}",
  tags: TAGS,
  summary: "Delete an other certification",
  description: `${WHO} The certification and its file are deleted.`,
  middleware: [userOnly] as const,
  request: { params: certParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

const fileSchema = z.string().openapi({ type: "string", format: "binary" });
const fileRoute = createRoute({
  method: "get",
  path: "/businesses/{id}/other-certifications/{certId}/file",
  tags: TAGS,
  summary: "Read an other certification's certificate",
  description: `${WHO} The file as uploaded (PDF, JPEG or PNG), shown inline, never cached.`,
  middleware: [userOnly] as const,
  request: { params: certParams },
  responses: {
    200: {
      description: "The certificate",
      content: {
        "application/pdf": { schema: fileSchema },
        "image/jpeg": { schema: fileSchema },
        "image/png": { schema: fileSchema },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

const reviewListRoute = createRoute({
  method: "get",
  path: "/admin/other-certifications",
  tags: TAGS,
  summary: "Other certifications to check",
  description:
    "Admins only. status unchecked (the default, oldest first), checked (latest check first) or all; 20 a " +
    "page, each with its business's name and its certificate's link.",
  middleware: [adminOnly] as const,
  request: { query: adminOtherCertificationsQuerySchema },
  responses: {
    200: {
      description: "One page of other certifications",
      content: { "application/json": { schema: adminOtherCertificationListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const checkRoute = createRoute({
  method: "put",
  path: "/admin/other-certifications/{certId}/check",
  tags: TAGS,
  summary: "Mark an other certification checked, or not",
  description:
    "Admins only. checked true records who checked it and when (checking it again keeps the first); false " +
    "clears both. Publicly a checked one shows as checked by Ujamaa with the date; who checked it only to the " +
    "owner and admins.",
  middleware: [adminOnly] as const,
  request: {
    params: z.object({ certId: certParam }),
    body: { required: true, content: { "application/json": { schema: otherCertificationCheckSchema } } },
  },
  responses: {
    200: { description: "The certification, as an admin reads it", content: certJson },
    ...errorResponses(400, 401, 403, 404),
  },
});

/** A business's other certifications (decision 055) and admins' checks of them. */
export function createOtherCertificationsRoutes() {
  return createRouter()
    .openapi(addRoute, async (c) => {
      const { file, ...fields } = c.req.valid("form");
      const made = await addOtherCertification(c.get("runtime"), c.get("actor"), {
        ...fields,
        businessId: c.req.valid("param").id,
        fileName: file.name,
        file: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json(made, 201);
    })
    .openapi(patchRoute, async (c) => {
      const { file, ...patch } = c.req.valid("form");
      const { id, certId } = c.req.valid("param");
      const chosen = file && (file.size > 0 || file.name !== "") ? file : undefined;
      const changed = await updateOtherCertification(c.get("runtime"), c.get("actor"), {
        businessId: id,
        id: certId,
        patch,
        newFile: chosen && { fileName: chosen.name, file: new Uint8Array(await chosen.arrayBuffer()) },
      });
      return c.json(changed, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id, certId } = c.req.valid("param");
      await deleteOtherCertification(c.get("runtime"), c.get("actor"), { businessId: id, id: certId });
      return c.body(null, 204);
    })
    .openapi(fileRoute, async (c) => {
      const { id, certId } = c.req.valid("param");
      const file = await readOtherCertificationFile(c.get("runtime"), c.get("actor"), {
        businessId: id,
        id: certId,
      });
      return c.body(new Uint8Array(file.data), 200, {
        "content-type": file.contentType,
        "content-length": String(file.data.length),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-disposition": `inline; filename="${file.fileName}"`,
      });
    })
    .openapi(reviewListRoute, async (c) => {
      const list = await listOtherCertificationsForReview(
        c.get("runtime"),
        c.get("actor"),
        c.req.valid("query"),
      );
      return c.json(list, 200);
    })
    .openapi(checkRoute, async (c) => {
      const cert = await checkOtherCertification(c.get("runtime"), c.get("actor"), {
        id: c.req.valid("param").certId,
        checked: c.req.valid("json").checked,
      });
      return c.json(cert, 200);
    });
}
