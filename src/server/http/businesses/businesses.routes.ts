import { createRoute, z } from "@hono/zod-openapi";
import { CLICK_EVENT_KINDS } from "~/domain/analytics/business-events";
import { businessFormSchema, businessPatchSchema } from "~/domain/businesses/business-form-schema";
import { businessSchema, managedBusinessSchema } from "~/domain/businesses/business-schema";
import { businessSearchSchema } from "~/domain/search/search-params";
import { type SearchResult, searchResultSchema } from "~/domain/search/search-result";
import { createRouter } from "~/server/http/app-env";
import { clientAddress } from "~/server/http/client-address";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { preserializedJson } from "~/server/http/preserialized-json";
import { recordBusinessEvent } from "~/server/services/analytics/record-business-event";
import { createBusiness } from "~/server/services/businesses/create-business";
import { deleteBusiness } from "~/server/services/businesses/delete-business";
import { getBusiness } from "~/server/services/businesses/get-business";
import { setBusinessActive, updateBusiness } from "~/server/services/businesses/update-business";
import { RANKED_CANDIDATES } from "~/server/services/search/ranked-rows";
import { DENSE_AREA, EXACT_COUNT_CAP, RARE_ELSEWHERE } from "~/server/services/search/search-businesses";
import { searchDirectoryJson } from "~/server/services/search/search-directory";
import { forPublicRead } from "~/server/services/service-context";
import { createEventDedupe } from "./event-dedupe";

const idParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Business id (uuid)" }),
});

const count = (n: number) => n.toLocaleString("en-US");

const searchRoute = createRoute({
  method: "get",
  path: "/businesses",
  tags: ["Businesses"],
  summary: "Search active businesses",
  description:
    "Keyword (name, category, sub category; plus description with include_description; when nothing matches " +
    "exactly, names close to it), location (city, state, address, zip code), category (title or slug), " +
    "country (code or name), tier (the tier a business counts as now: an expired certification counts as Free), " +
    "open_now (in each business's time zone), a place (near, or lat and lng, within radius), a map's view (bbox), " +
    "sort and page. Unknown category, tier or country values find nothing. Around a place every other filter " +
    "still applies, results come nearest first unless another sort is asked for, each carries `distance_km`, " +
    "and the answer gives the `place` searched and the `distance_unit` to show; a business not placed on the map " +
    "is never among them. A place the gazetteer cannot find answers 404 with a message saying so. " +
    `\`total\` is exact up to ${count(EXACT_COUNT_CAP)} matches (${count(RANKED_CANDIDATES)} for a keyword sorted by ` +
    `relevance); beyond that it is the database's estimate, never below the cap. In an area holding more than ` +
    `${count(DENSE_AREA)} businesses (a city's centre), a filter expected to match more than ` +
    `${count(RARE_ELSEWHERE)} businesses anywhere gives an estimate (its matches at the area's share) ` +
    "when the newest businesses hold few of its matches there. A broader keyword sorted by relevance " +
    `ranks the first ${count(RANKED_CANDIDATES)} matches, the verified ones and any business named exactly the keyword; ` +
    "the other matches follow, newest first. " +
    "`next` is the next page number or null, whatever the total. Each business carries its public point " +
    "(`location`); a business that shows only its area has no street address here and its area's centroid as " +
    "its point.",
  request: { query: businessSearchSchema },
  responses: {
    200: {
      description: "One page of businesses",
      content: {
        "application/json": {
          schema: searchResultSchema,
        },
      },
    },
    ...errorResponses(400, 404),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/businesses/{id}",
  tags: ["Businesses"],
  summary: "Read one business",
  description:
    "An inactive business is found only by its owner or an admin. Its owner and admins read it as they manage " +
    "it: the street address always, `show_area_only`, `position` (where it is exactly and how it was placed) and " +
    "`unplaced`. Everyone else reads the public business: for one that shows only its area, no street address, " +
    "and its area's centroid as `location`.",
  request: { params: idParams },
  responses: {
    200: {
      description: "The business: as its owner or an admin manages it, else as the public sees it",
      content: { "application/json": { schema: z.union([managedBusinessSchema, businessSchema]) } },
    },
    ...errorResponses(404),
  },
});

const businessJson = { "application/json": { schema: managedBusinessSchema } };

const PLACE_RULES =
  "The business is placed on the map from its address by the bundled gazetteer (its postcode's centroid, else " +
  "its city's in its region and country); `pin` ({lat, lng}) puts it at the owner's own point instead, and null " +
  "takes that pin away. An address the gazetteer cannot place leaves it unplaced (`unplaced`: true; absent from " +
  "distance results). With `show_area_only` its street address is absent from every public answer and the " +
  "public point is its area's centroid.";

const createBusinessRoute = createRoute({
  method: "post",
  path: "/businesses",
  tags: ["Businesses"],
  summary: "List a new business",
  description:
    "The business form of the dashboard. The signed-in user becomes the owner; the business starts " +
    "active, not verified, without rating or reviews. Text is trimmed and stripped of markup. " +
    "owner_id, is_verified, certification_status, certification_expires_at, rating, review_count and " +
    "any other unknown field are refused (400, named in error.fields). Without time_zone, the zone " +
    `is derived from country and state. ${PLACE_RULES}`,
  middleware: [userOnly] as const,
  request: { body: { required: true, content: { "application/json": { schema: businessFormSchema } } } },
  responses: { 201: { description: "The new business", content: businessJson }, ...errorResponses(400, 401) },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/businesses/{id}",
  tags: ["Businesses"],
  summary: "Change a business",
  description:
    "The owner or an admin changes any of the form's fields, each under the form's rules. category_slug " +
    "follows the category title ('other' when unknown); a changed country or state re-derives the time " +
    "zone unless one is sent. The tier changes only while no application is pending or approved (409). " +
    "Concurrent saves never half-write a row: the later one wins. A changed address (street, postcode, city, " +
    "state or country) without a `pin` in the same request is placed again from the gazetteer, since an old pin " +
    `would be wrong; a pin or show_area_only alone leaves the address as it is. ${PLACE_RULES}`,
  middleware: [userOnly] as const,
  request: {
    params: idParams,
    body: { required: true, content: { "application/json": { schema: businessPatchSchema } } },
  },
  responses: {
    200: { description: "The changed business", content: businessJson },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const activeRoute = createRoute({
  method: "put",
  path: "/businesses/{id}/active",
  tags: ["Businesses"],
  summary: "Show or hide a business in the directory",
  middleware: [userOnly] as const,
  request: {
    params: idParams,
    body: {
      required: true,
      content: { "application/json": { schema: z.strictObject({ is_active: z.boolean() }) } },
    },
  },
  responses: {
    200: { description: "The changed business", content: businessJson },
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/businesses/{id}",
  tags: ["Businesses"],
  summary: "Delete a business",
  description: "The owner or an admin deletes the business and everything attached to it.",
  request: { params: idParams },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(401, 403, 404),
  },
});

const eventRoute = createRoute({
  method: "post",
  path: "/businesses/{id}/events",
  tags: ["Businesses"],
  summary: "Count a contact or website click",
  description:
    "Public. Counted in the business's daily analytics; the same visitor's clicks of one kind on one business " +
    "count once per 10 minutes (later ones are accepted and ignored).",
  request: {
    params: idParams,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            kind: z.enum(CLICK_EVENT_KINDS, { message: `kind must be ${CLICK_EVENT_KINDS.join(" or ")}` }),
          }),
        },
      },
    },
  },
  responses: {
    204: { description: "Counted (or already counted recently)" },
    ...errorResponses(400, 404),
  },
});

export function createBusinessesRoutes() {
  const dedupe = createEventDedupe();
  return createRouter()
    .openapi(searchRoute, async (c) => {
      const json = await searchDirectoryJson(c.get("runtime"), c.req.valid("query"));
      return preserializedJson<SearchResult>(c, json);
    })
    .openapi(getRoute, async (c) => {
      const business = await getBusiness(
        forPublicRead(c.get("runtime")),
        c.get("actor"),
        c.req.valid("param"),
      );
      return c.json(business, 200);
    })
    .openapi(createBusinessRoute, async (c) => {
      const runtime = c.get("runtime");
      const business = await createBusiness(runtime, c.get("actor"), c.req.valid("json"));
      return c.json(business, 201);
    })
    .openapi(patchRoute, async (c) => {
      const runtime = c.get("runtime");
      const { id } = c.req.valid("param");
      const business = await updateBusiness(runtime, c.get("actor"), { id, patch: c.req.valid("json") });
      return c.json(business, 200);
    })
    .openapi(activeRoute, async (c) => {
      const runtime = c.get("runtime");
      const { id } = c.req.valid("param");
      const { is_active } = c.req.valid("json");
      const business = await setBusinessActive(runtime, c.get("actor"), { id, isActive: is_active });
      return c.json(business, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const runtime = c.get("runtime");
      await deleteBusiness(runtime, c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    })
    .openapi(eventRoute, async (c) => {
      const runtime = c.get("runtime");
      const { id } = c.req.valid("param");
      const { kind } = c.req.valid("json");
      await getBusiness(runtime, c.get("actor"), { id });
      if (dedupe.firstInWindow(`${clientAddress(c) ?? "unknown"}|${id}|${kind}`))
        await recordBusinessEvent(runtime, { businessId: id, kind });
      return c.body(null, 204);
    });
}
