import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HEADER_SPELLINGS } from "~/domain/vendor-lists/vendor-columns";
import { VENDOR_LIST_LIMITS, VENDOR_LIST_MESSAGES } from "~/domain/vendor-lists/vendor-list-rules";
import {
  vendorDecisionSchema,
  vendorListPageSchema,
  vendorListSchema,
  vendorRowPageSchema,
  vendorRowSchema,
  vendorRowsQuerySchema,
} from "~/domain/vendor-lists/vendor-list-schema";
import { publicOrigin } from "~/server/config";
import { AppError } from "~/server/errors";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { decideVendorRow } from "~/server/services/vendor-lists/decide-vendor-row";
import { deleteVendorList } from "~/server/services/vendor-lists/delete-vendor-list";
import { exportVendorList } from "~/server/services/vendor-lists/export-vendor-list";
import { getVendorList } from "~/server/services/vendor-lists/get-vendor-list";
import { listMyVendorLists } from "~/server/services/vendor-lists/list-my-vendor-lists";
import { listVendorRows } from "~/server/services/vendor-lists/list-vendor-rows";
import { uploadVendorList } from "~/server/services/vendor-lists/upload-vendor-list";

const TAGS = ["Vendor lists"];
const WHO =
  "Signed in; a list is its owner's and admins' alone (401 anonymous, 403 anyone else, 404 unknown).";
const VendorList = z.object(vendorListSchema.shape).openapi("VendorList");
const VendorRow = z.object(vendorRowSchema.shape).openapi("VendorRow");
const listJson = { "application/json": { schema: VendorList } };
const idParam = z
  .string()
  .openapi({ param: { name: "id", in: "path" }, description: "Vendor list id (uuid)" });
const rowParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(10_000_000)
  .openapi({ param: { name: "row", in: "path" }, description: "The vendor's row number in the file" });
const params = z.object({ id: idParam });

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;
/** A file over 10 MB is refused with 413 while it streams in, before anything reads it. */
const vendorFileBodyLimit = bodyLimit({
  maxSize: VENDOR_LIST_LIMITS.maxBytes + ENVELOPE_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", VENDOR_LIST_MESSAGES.tooLarge, {
      file: VENDOR_LIST_MESSAGES.tooLarge,
    });
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/vendor-lists",
  tags: TAGS,
  summary: "Upload a vendor file to match to Ujamaa businesses",
  description:
    "Signed in. file: a CSV (UTF-8 or Windows-1252 text) or an Excel workbook (.xlsx), judged by its content " +
    "(415 for anything else, such as an image or a program named .csv), at most 10 MB (413) and 50,000 rows " +
    `(400). A header row names the columns: a name column is required (${HEADER_SPELLINGS.name.join(", ")}), ` +
    "and any of address, city, state/region, postcode, country, phone, website, e-mail are used (common " +
    "spellings recognised). A file without a name column or any vendor name (an empty or formula-only sheet), or a " +
    "workbook that unpacks to far more than its size, is refused (400) and creates nothing. Answers 202 with " +
    "the list, status processing: a job matches the rows in batches; read the list for its progress.",
  middleware: [userOnly, vendorFileBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .instanceof(File, { message: "Required" })
              .openapi({ type: "string", format: "binary", description: "The vendor file (CSV or XLSX)" }),
          }),
        },
      },
    },
  },
  responses: {
    202: { description: "The list, being matched", content: listJson },
    ...errorResponses(400, 401, 413, 415),
  },
});

const mineRoute = createRoute({
  method: "get",
  path: "/vendor-lists",
  tags: TAGS,
  summary: "My vendor lists",
  description: "Signed in. The caller's own lists, newest first (at most 100), each with its progress.",
  middleware: [userOnly] as const,
  responses: {
    200: { description: "The lists", content: { "application/json": { schema: vendorListPageSchema } } },
    ...errorResponses(401),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/vendor-lists/{id}",
  tags: TAGS,
  summary: "A vendor list: its status and progress",
  description: `${WHO} status (processing, ready, failed), total_rows, matched_rows, counts by confidence and how many matches wait for review.`,
  middleware: [userOnly] as const,
  request: { params },
  responses: { 200: { description: "The list", content: listJson }, ...errorResponses(401, 403, 404) },
});

const rowsRoute = createRoute({
  method: "get",
  path: "/vendor-lists/{id}/rows",
  tags: TAGS,
  summary: "A vendor list's vendors and their matches",
  description:
    `${WHO} 50 a page by row number (cursor: the previous page's next), perhaps of one confidence. Each: the ` +
    "vendor as given, the matched business (name, page, tier, certification status and expiry), the " +
    'confidence (exact, likely, possible, none), why ("same phone; name 92 % alike") and the decision.',
  middleware: [userOnly] as const,
  request: { params, query: vendorRowsQuerySchema },
  responses: {
    200: {
      description: "A page of vendors",
      content: { "application/json": { schema: vendorRowPageSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const decisionRoute = createRoute({
  method: "put",
  path: "/vendor-lists/{id}/rows/{row}/decision",
  tags: TAGS,
  summary: "Confirm or reject a likely or possible match",
  description: `${WHO} decision: confirmed or rejected; only for likely and possible matches (409 otherwise).`,
  middleware: [userOnly] as const,
  request: {
    params: z.object({ id: idParam, row: rowParam }),
    body: { required: true, content: { "application/json": { schema: vendorDecisionSchema } } },
  },
  responses: {
    200: { description: "The vendor's row", content: { "application/json": { schema: VendorRow } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/vendor-lists/{id}/export.csv",
  tags: TAGS,
  summary: "Download a vendor list with its matches as CSV",
  description:
    `${WHO} Each vendor as given, its match, decision and reason, and the matched business's page, tier, ` +
    "certification status and expiry. A cell starting with =, +, -, @, tab or carriage return starts with " +
    "an apostrophe instead, so no spreadsheet runs it.",
  middleware: [userOnly] as const,
  request: { params },
  responses: {
    200: { description: "The list as CSV", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(401, 403, 404),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/vendor-lists/{id}",
  tags: TAGS,
  summary: "Delete a vendor list",
  description: `${WHO} The list and its rows are deleted.`,
  middleware: [userOnly] as const,
  request: { params },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

/** A buyer's vendor lists, matched to businesses (decision 059). */
export function createVendorListsRoutes() {
  return createRouter()
    .openapi(uploadRoute, async (c) => {
      const { file } = c.req.valid("form");
      const list = await uploadVendorList(c.get("runtime"), c.get("actor"), {
        fileName: file.name,
        file: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json(list, 202);
    })
    .openapi(mineRoute, async (c) => c.json(await listMyVendorLists(c.get("runtime"), c.get("actor")), 200))
    .openapi(getRoute, async (c) =>
      c.json(await getVendorList(c.get("runtime"), c.get("actor"), c.req.valid("param")), 200),
    )
    .openapi(rowsRoute, async (c) => {
      const page = await listVendorRows(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("query"),
        id: c.req.valid("param").id,
      });
      return c.json(page, 200);
    })
    .openapi(decisionRoute, async (c) => {
      const { id, row } = c.req.valid("param");
      const item = await decideVendorRow(c.get("runtime"), c.get("actor"), {
        id,
        row,
        decision: c.req.valid("json").decision,
      });
      return c.json(item, 200);
    })
    .openapi(exportRoute, async (c) => {
      const runtime = c.get("runtime");
      const { fileName, csv } = await exportVendorList(runtime, c.get("actor"), {
        id: c.req.valid("param").id,
        origin: publicOrigin(runtime.config, c.req.header("host")),
      });
      return c.body(`\uFEFF${csv}`, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
        "cache-control": "private, no-store",
      });
    })
    .openapi(deleteRoute, async (c) => {
      await deleteVendorList(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    });
}
