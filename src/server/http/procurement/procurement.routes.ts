import { createRoute, z } from "@hono/zod-openapi";
import { NAICS_SEARCH_LIMIT } from "~/domain/procurement/naics-list";
import { NAICS_EDITION, PROCUREMENT_LIMITS } from "~/domain/procurement/procurement-rules";
import {
  naicsSearchQuerySchema,
  naicsSearchResultSchema,
  procurementInputSchema,
  procurementProfileSchema,
} from "~/domain/procurement/procurement-schema";
import { VALUE_RANGES } from "~/domain/procurement/value-ranges";
import { publicOrigin } from "~/server/config";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { getCapabilityStatement } from "~/server/services/procurement/capability-statement/get-capability-statement";
import { getProcurementProfile } from "~/server/services/procurement/get-procurement-profile";
import { searchNaics } from "~/server/services/procurement/search-naics";
import { updateProcurementProfile } from "~/server/services/procurement/update-procurement-profile";
import { forPublicRead } from "~/server/services/service-context";

const businessParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" }),
});

const ProcurementProfile = z.object(procurementProfileSchema.shape).openapi("ProcurementProfile");
const max = (n: number) => n.toLocaleString("en-US");

const getRoute = createRoute({
  method: "get",
  path: "/businesses/{id}/procurement",
  tags: ["Procurement"],
  summary: "A business's procurement profile",
  description:
    `Public. What the business tells buyers: ${NAICS_EDITION} codes (each with its title and derived two-digit ` +
    "sector), a capabilities summary, differentiators, service areas, past performance, UEI and CAGE codes. A " +
    "business without a profile answers an empty one. A past customer the owner hid reads null for everyone " +
    "but the owner and admins. An inactive business's profile is found only by its owner or an admin.",
  request: { params: businessParams },
  responses: {
    200: {
      description: "The procurement profile",
      content: { "application/json": { schema: ProcurementProfile } },
    },
    ...errorResponses(404),
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/businesses/{id}/procurement",
  tags: ["Procurement"],
  summary: "Replace a business's procurement profile",
  description:
    "The business's owner or an admin (401 anonymous, 403 anyone else). The whole profile, every part optional " +
    `(left out is empty): naics_codes, up to ${PROCUREMENT_LIMITS.naics} six-digit codes of the ${NAICS_EDITION} ` +
    `list (GET /naics; others are refused); capabilities (≤ ${max(PROCUREMENT_LIMITS.capabilities)} characters) ` +
    `and differentiators (≤ ${max(PROCUREMENT_LIMITS.differentiators)}), trimmed and stripped of markup; ` +
    "service_areas, [{country, region}] by code; past_performance, up to " +
    `${PROCUREMENT_LIMITS.pastPerformance} of {customer, scope, year, value_range (${VALUE_RANGES.join(", ")}), ` +
    "hide_customer}; uei (12 letters and digits, no I or O, not starting with 0) and cage (5 letters and digits). " +
    "Invalid input answers 400 with error.fields and changes nothing.",
  middleware: [userOnly] as const,
  request: {
    params: businessParams,
    body: { required: true, content: { "application/json": { schema: procurementInputSchema } } },
  },
  responses: {
    200: {
      description: "The profile as saved (as its owner reads it)",
      content: { "application/json": { schema: ProcurementProfile } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const naicsRoute = createRoute({
  method: "get",
  path: "/naics",
  tags: ["Procurement"],
  summary: `Search the ${NAICS_EDITION} industry codes`,
  description:
    `Public. Up to ${NAICS_SEARCH_LIMIT} six-digit industries: digits in q find the codes they begin, words the ` +
    "titles with a word beginning with each; no q, the first codes.",
  request: { query: naicsSearchQuerySchema },
  responses: {
    200: {
      description: "Matching industries",
      content: { "application/json": { schema: naicsSearchResultSchema } },
    },
    ...errorResponses(400),
  },
});

const statementRoute = createRoute({
  method: "get",
  path: "/businesses/{id}/capability-statement",
  tags: ["Procurement"],
  summary: "Download a business's capability statement (PDF)",
  description:
    "Public. A one-page PDF made from the business and its procurement profile: logo, name, contacts, " +
    `capabilities, differentiators, past performance (hidden customers not named), ${NAICS_EDITION} codes with ` +
    "their titles, service areas, UEI and CAGE, and Ujamaa's certification with a QR code of its public check " +
    "{BASE_URL}/verify/{number} while the certificate counts. US Letter for a business in the United States or " +
    "Canada, A4 elsewhere. Drawn once and kept until anything on it changes; its ETag names the content, and a " +
    "request with that If-None-Match answers 304. A hidden business's statement is found only by its owner or " +
    "an admin (404 otherwise).",
  request: { params: businessParams },
  responses: {
    200: {
      description: "The capability statement",
      content: {
        "application/pdf": {
          schema: z.string().openapi({ type: "string", format: "binary", description: "One page of PDF" }),
        },
      },
    },
    304: { description: "The client's copy (If-None-Match) is current" },
    ...errorResponses(404),
  },
});

export function createProcurementRoutes() {
  return createRouter()
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid("param");
      const profile = await getProcurementProfile(forPublicRead(c.get("runtime")), c.get("actor"), {
        businessId: id,
      });
      return c.json(profile, 200);
    })
    .openapi(putRoute, async (c) => {
      const { id } = c.req.valid("param");
      const profile = await updateProcurementProfile(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("json"),
        businessId: id,
      });
      return c.json(profile, 200);
    })
    .openapi(statementRoute, async (c) => {
      const runtime = c.get("runtime");
      const statement = await getCapabilityStatement(forPublicRead(runtime), c.get("actor"), {
        businessId: c.req.valid("param").id,
        origin: publicOrigin(runtime.config, c.req.header("host")),
      });
      c.header("ETag", statement.etag);
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Cookie");
      if (c.req.header("if-none-match") === statement.etag) return c.body(null, 304);
      c.header("Content-Type", "application/pdf");
      c.header("Content-Disposition", `inline; filename="${statement.fileName}"`);
      return c.body(statement.pdf as Uint8Array<ArrayBuffer>, 200);
    })
    .openapi(naicsRoute, (c) => c.json(searchNaics(c.req.valid("query")), 200));
}
