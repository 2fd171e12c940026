import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "~/server/http/app-env";
import { adminOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { getJobSummary } from "~/server/services/operations/get-job-summary";
import { jobSummaryJson } from "~/server/services/operations/job-summary-json";
import { retryDeadJob } from "~/server/services/operations/retry-dead-job";

const count = z.number().int().min(0);

const jobCountsSchema = z
  .object({
    queued: count.openapi({ description: "Waiting for their first attempt" }),
    active: count.openapi({ description: "Running now" }),
    retrying: count.openapi({ description: "Failed, waiting for their next attempt (exponential backoff)" }),
    dead: count.openapi({
      description: "Failed on their last attempt; kept with their last error until retried",
    }),
    done: count.openapi({ description: "Finished (kept for seven days)" }),
    cancelled: count.openapi({ description: "Cancelled before they ran" }),
  })
  .openapi("JobCounts");

const deadJobSchema = z
  .object({
    id: z.uuid(),
    kind: z.string().openapi({ description: "What the job does, e.g. send-mail", example: "send-mail" }),
    attempts: count.openapi({ description: "Attempts made" }),
    last_error: z.string().nullable().openapi({ description: "The error of the last attempt" }),
    created_at: z.string().openapi({ format: "date-time" }),
    died_at: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("DeadJob");

const queueSchema = z
  .object({
    kind: z.string().openapi({ description: "The kind of job this queue holds", example: "send-mail" }),
    counts: jobCountsSchema,
  })
  .openapi("JobQueueCounts");

const summaryRoute = createRoute({
  method: "get",
  path: "/admin/jobs",
  tags: ["Admin"],
  summary: "Background jobs by state (in all and per queue), and the newest 50 dead ones (admins only)",
  description:
    "Every e-mail and every alert fan-out is a background job in the app's database. A failed job is retried " +
    "with exponential backoff; after its last attempt it is dead, kept with its last error, until an admin " +
    "retries it. Payloads are never shown: they hold sign-in codes and links.",
  middleware: [adminOnly] as const,
  responses: {
    200: {
      description: "Counts by state and the dead jobs",
      content: {
        "application/json": {
          schema: z.object({
            counts: jobCountsSchema,
            queues: z.array(queueSchema).openapi({ description: "The counts of each queue (kind of job)" }),
            dead: z.array(deadJobSchema),
          }),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

const retryRoute = createRoute({
  method: "post",
  path: "/admin/jobs/{id}/retry",
  tags: ["Admin"],
  summary: "Give a dead job one more attempt (admins only)",
  description: "The job is queued again at once. 409 when the job is not dead (queued, running or done).",
  middleware: [adminOnly] as const,
  request: { params: z.object({ id: z.uuid({ message: "Must be a job id" }) }) },
  responses: {
    202: {
      description: "Queued again",
      content: { "application/json": { schema: z.object({ id: z.uuid(), state: z.literal("retrying") }) } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function createAdminJobsRoutes() {
  return createRouter()
    .openapi(summaryRoute, async (c) => {
      return c.json(jobSummaryJson(await getJobSummary(c.get("runtime"), c.get("actor"))), 200);
    })
    .openapi(retryRoute, async (c) => {
      const { id } = c.req.valid("param");
      await retryDeadJob(c.get("runtime"), c.get("actor"), { id });
      return c.json({ id, state: "retrying" as const }, 202);
    });
}
