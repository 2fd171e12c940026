import { createRoute, z } from "@hono/zod-openapi";
import {
  myResponsesSchema,
  opportunityResponseSchema,
  responseDecisionSchema,
  responseFormSchema,
  responsePatchSchema,
} from "~/domain/opportunities/opportunity-response-schema";
import { opportunitySchema } from "~/domain/opportunities/opportunity-schema";
import { createRouter } from "~/server/http/app-env";
import { documentBodyLimit } from "~/server/http/document-body-limit";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { answerOpportunity } from "~/server/services/opportunities/answer-opportunity";
import { attachResponseFile } from "~/server/services/opportunities/attach-response-file";
import { decideOpportunityResponse } from "~/server/services/opportunities/decide-opportunity-response";
import { listMyOpportunityResponses } from "~/server/services/opportunities/list-my-opportunity-responses";
import { listOpportunityResponses } from "~/server/services/opportunities/list-opportunity-responses";
import { removeResponseFile } from "~/server/services/opportunities/remove-response-file";
import { updateOpportunityResponse } from "~/server/services/opportunities/update-opportunity-response";
import { withdrawOpportunityResponse } from "~/server/services/opportunities/withdraw-opportunity-response";

const TAGS = ["Opportunities"];
const idParam = z
  .string()
  .openapi({ param: { name: "id", in: "path" }, description: "Opportunity id (uuid)" });
const responseParam = z
  .string()
  .openapi({ param: { name: "responseId", in: "path" }, description: "Answer id (uuid)" });
const params = z.object({ id: idParam });
const responseParams = z.object({ id: idParam, responseId: responseParam });
const fileParams = responseParams.extend({
  fileId: z.string().openapi({ param: { name: "fileId", in: "path" }, description: "Attachment id (uuid)" }),
});
const responseJson = { "application/json": { schema: opportunityResponseSchema } };
const UNTIL_DEADLINE =
  "Only its author, only until the deadline (409 after it, or once closed; nothing changes).";

const listRoute = createRoute({
  method: "get",
  path: "/opportunities/{id}/responses",
  tags: TAGS,
  summary: "Read the answers to an opportunity",
  description:
    "Its poster or an admin: every answer, oldest first, with its business's name, tier and certification " +
    "status, the message, quote, decision and attachments behind signed links that expire in an hour.",
  middleware: [userOnly] as const,
  request: { params },
  responses: {
    200: {
      description: "The opportunity and its answers",
      content: {
        "application/json": {
          schema: z.object({ opportunity: opportunitySchema, items: z.array(opportunityResponseSchema) }),
        },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

const mineRoute = createRoute({
  method: "get",
  path: "/opportunities/{id}/responses/mine",
  tags: TAGS,
  summary: "Read your own answers to an opportunity",
  description: "Signed in: the caller's answers to it, and the active businesses they may answer for.",
  middleware: [userOnly] as const,
  request: { params },
  responses: {
    200: { description: "Your answers", content: { "application/json": { schema: myResponsesSchema } } },
    ...errorResponses(401),
  },
});

const answerRoute = createRoute({
  method: "post",
  path: "/opportunities/{id}/responses",
  tags: TAGS,
  summary: "Answer an opportunity",
  description:
    "Signed in, for one of the caller's active businesses (403 otherwise), never to their own opportunity " +
    "(403). A message (at most 5,000 characters, markup removed), an optional price quote and whether the " +
    "business's name may show if it is awarded. One answer per business (409 for a second); only while " +
    "the opportunity is open and its deadline not passed (409).",
  middleware: [userOnly] as const,
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: responseFormSchema } } },
  },
  responses: {
    201: { description: "The answer", content: responseJson },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/opportunities/{id}/responses/{responseId}",
  tags: TAGS,
  summary: "Edit your answer",
  description: `The message, quote or consent to show the name. ${UNTIL_DEADLINE}`,
  middleware: [userOnly] as const,
  request: {
    params: responseParams,
    body: { required: true, content: { "application/json": { schema: responsePatchSchema } } },
  },
  responses: {
    200: { description: "The answer", content: responseJson },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const withdrawRoute = createRoute({
  method: "delete",
  path: "/opportunities/{id}/responses/{responseId}",
  tags: TAGS,
  summary: "Withdraw your answer",
  description: `The answer and its attachments are deleted. ${UNTIL_DEADLINE}`,
  middleware: [userOnly] as const,
  request: { params: responseParams },
  responses: { 204: { description: "Withdrawn" }, ...errorResponses(401, 403, 404, 409) },
});

const attachRoute = createRoute({
  method: "post",
  path: "/opportunities/{id}/responses/{responseId}/files",
  tags: TAGS,
  summary: "Attach a file to your answer",
  description:
    "PDF or Word (.docx) judged by its content (415 otherwise), not empty (400), at most 10 MB (413), " +
    `three an answer (409). Private: only its author, the poster and admins get its link. ${UNTIL_DEADLINE}`,
  middleware: [userOnly, documentBodyLimit] as const,
  request: {
    params: responseParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .instanceof(File, { message: "Required" })
              .openapi({ type: "string", format: "binary", description: "The attachment" }),
          }),
        },
      },
    },
  },
  responses: {
    201: { description: "The answer with its attachments", content: responseJson },
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const removeFileRoute = createRoute({
  method: "delete",
  path: "/opportunities/{id}/responses/{responseId}/files/{fileId}",
  tags: TAGS,
  summary: "Remove an attachment from your answer",
  description: UNTIL_DEADLINE,
  middleware: [userOnly] as const,
  request: { params: fileParams },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404, 409) },
});

const decisionRoute = createRoute({
  method: "post",
  path: "/opportunities/{id}/responses/{responseId}/decision",
  tags: TAGS,
  summary: "Shortlist, decline or award an answer",
  description:
    "Its poster only. `awarded` closes the opportunity as awarded; after that, or once it is cancelled, " +
    "no decision is taken (409). Each new decision tells the answering owner once, in the bell and by " +
    "e-mail; repeating the answer's present decision changes nothing.",
  middleware: [userOnly] as const,
  request: {
    params: responseParams,
    body: { required: true, content: { "application/json": { schema: responseDecisionSchema } } },
  },
  responses: {
    200: { description: "The answer", content: responseJson },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

/** Answers to contract opportunities: /opportunities/{id}/responses… (decision 056). */
export function createOpportunityResponsesRoutes() {
  // "mine" comes before {responseId}'s routes; it has no other method, so it never shadows one.
  return createRouter()
    .openapi(mineRoute, async (c) => {
      const mine = await listMyOpportunityResponses(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.json(mine, 200);
    })
    .openapi(listRoute, async (c) => {
      const list = await listOpportunityResponses(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.json(list, 200);
    })
    .openapi(answerRoute, async (c) => {
      const answer = await answerOpportunity(c.get("runtime"), c.get("actor"), {
        id: c.req.valid("param").id,
        answer: c.req.valid("json"),
      });
      return c.json(answer, 201);
    })
    .openapi(patchRoute, async (c) => {
      const answer = await updateOpportunityResponse(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("param"),
        patch: c.req.valid("json"),
      });
      return c.json(answer, 200);
    })
    .openapi(withdrawRoute, async (c) => {
      await withdrawOpportunityResponse(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    })
    .openapi(attachRoute, async (c) => {
      const { file } = c.req.valid("form");
      const answer = await attachResponseFile(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("param"),
        fileName: file.name,
        file: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json(answer, 201);
    })
    .openapi(removeFileRoute, async (c) => {
      await removeResponseFile(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    })
    .openapi(decisionRoute, async (c) => {
      const answer = await decideOpportunityResponse(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("param"),
        decision: c.req.valid("json"),
      });
      return c.json(answer, 200);
    });
}
