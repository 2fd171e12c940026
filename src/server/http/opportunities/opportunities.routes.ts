import { createRoute, z } from "@hono/zod-openapi";
import {
  opportunityFormSchema,
  opportunityPatchSchema,
} from "~/domain/opportunities/opportunity-form-schema";
import { opportunityListQuerySchema } from "~/domain/opportunities/opportunity-list-query";
import { OPPORTUNITIES_PER_PAGE } from "~/domain/opportunities/opportunity-rules";
import { opportunitySchema } from "~/domain/opportunities/opportunity-schema";
import { publicOrigin } from "~/server/config";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { createOpportunity } from "~/server/services/opportunities/create-opportunity";
import { deleteOpportunity } from "~/server/services/opportunities/delete-opportunity";
import { getDeadlineCalendar } from "~/server/services/opportunities/get-deadline-calendar";
import { getOpportunity } from "~/server/services/opportunities/get-opportunity";
import { listOpportunities } from "~/server/services/opportunities/list-opportunities";
import { updateOpportunity } from "~/server/services/opportunities/update-opportunity";

const idParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Opportunity id (uuid)" }),
});
const opportunityJson = { "application/json": { schema: opportunitySchema } };

const listRoute = createRoute({
  method: "get",
  path: "/opportunities",
  tags: ["Opportunities"],
  summary: "List open contract opportunities",
  description:
    "Public. Open opportunities whose deadline has not passed anywhere on Earth (UTC−12), newest first, " +
    `${OPPORTUNITIES_PER_PAGE} a page. category is exact ('all' or empty for any); location is a ` +
    "case-insensitive substring. `next` is the next page number or null.",
  request: { query: opportunityListQuerySchema },
  responses: {
    200: {
      description: "One page of opportunities",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(opportunitySchema),
            total: z.number().int(),
            next: z.number().int().nullable(),
          }),
        },
      },
    },
    ...errorResponses(400),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/opportunities/{id}",
  tags: ["Opportunities"],
  summary: "Read one contract opportunity",
  description: "A closed or past opportunity is found only by its poster or an admin.",
  request: { params: idParams },
  responses: { 200: { description: "The opportunity", content: opportunityJson }, ...errorResponses(404) },
});

const deadlineCalendarRoute = createRoute({
  method: "get",
  path: "/opportunities/{id}/deadline.ics",
  tags: ["Opportunities"],
  summary: "Download an opportunity's deadline as a calendar event",
  description:
    "iCalendar (RFC 5545), as an attachment: one all-day event on the deadline's date, named by the title, " +
    "with a link to the opportunity's page; its UID stays the same from one download to the next. Found by " +
    "whoever may read the opportunity (404 otherwise), and 404 when it has no deadline.",
  request: { params: idParams },
  responses: {
    200: { description: "The calendar file", content: { "text/calendar": { schema: z.string() } } },
    ...errorResponses(404),
  },
});

const createOpportunityRoute = createRoute({
  method: "post",
  path: "/opportunities",
  tags: ["Opportunities"],
  summary: "Post a contract opportunity",
  description:
    "Signed in. The caller becomes its poster (created_by); it starts open. Text is trimmed and stripped " +
    "of markup; budgets are non-negative with budget_min ≤ budget_max; the deadline is a date not in the " +
    "past; requirements are at most 20 distinct non-empty items. Unknown fields are refused (400).",
  middleware: [userOnly] as const,
  request: { body: { required: true, content: { "application/json": { schema: opportunityFormSchema } } } },
  responses: {
    201: { description: "The new opportunity", content: opportunityJson },
    ...errorResponses(400, 401),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/opportunities/{id}",
  tags: ["Opportunities"],
  summary: "Edit, close or reopen a contract opportunity",
  description: "Its poster or an admin changes any of the form's fields; is_active false closes it.",
  middleware: [userOnly] as const,
  request: {
    params: idParams,
    body: { required: true, content: { "application/json": { schema: opportunityPatchSchema } } },
  },
  responses: {
    200: { description: "The changed opportunity", content: opportunityJson },
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/opportunities/{id}",
  tags: ["Opportunities"],
  summary: "Delete a contract opportunity",
  description: "Its poster or an admin deletes it for good.",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

export function createOpportunitiesRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const page = await listOpportunities(c.get("runtime"), c.get("actor"), c.req.valid("query"));
      return c.json(page, 200);
    })
    .openapi(getRoute, async (c) => {
      const opportunity = await getOpportunity(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.json(opportunity, 200);
    })
    .openapi(deadlineCalendarRoute, async (c) => {
      const runtime = c.get("runtime");
      const { fileName, body } = await getDeadlineCalendar(runtime, c.get("actor"), {
        ...c.req.valid("param"),
        origin: publicOrigin(runtime.config, c.req.header("host")),
      });
      return c.body(body, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName}"`,
      });
    })
    .openapi(createOpportunityRoute, async (c) => {
      const opportunity = await createOpportunity(c.get("runtime"), c.get("actor"), c.req.valid("json"));
      return c.json(opportunity, 201);
    })
    .openapi(patchRoute, async (c) => {
      const { id } = c.req.valid("param");
      const patch = c.req.valid("json");
      const opportunity = await updateOpportunity(c.get("runtime"), c.get("actor"), { id, patch });
      return c.json(opportunity, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteOpportunity(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    });
}
