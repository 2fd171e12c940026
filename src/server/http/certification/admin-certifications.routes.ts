import { createRoute, z } from "@hono/zod-openapi";
import {
  ADMIN_APPLICATIONS_PER_PAGE,
  adminApplicationCardSchema,
  adminApplicationsPageSchema,
  adminApplicationsQuerySchema,
  applicantDocumentSchema,
  certificationBusinessSchema,
  certificationEventSchema,
  decisionSchema,
  documentReviewSchema,
  revocationResultSchema,
  revocationSchema,
} from "~/domain/certification/certification-api-schema";
import { createRouter } from "~/server/http/app-env";
import { adminOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { adminCertificationHistory } from "~/server/services/certification/admin-certification-history";
import { decideApplication } from "~/server/services/certification/decide-application";
import { listApplicationsForReview } from "~/server/services/certification/list-applications-for-review";
import { reviewDocument } from "~/server/services/certification/review-document";
import { revokeCertification } from "~/server/services/certification/revoke-certification";

const businessParams = z.object({
  businessId: z
    .string()
    .openapi({ param: { name: "businessId", in: "path" }, description: "Business id (uuid)" }),
});
const documentParams = z.object({
  documentId: z
    .string()
    .openapi({ param: { name: "documentId", in: "path" }, description: "Applicant document id (uuid)" }),
});

const listRoute = createRoute({
  method: "get",
  path: "/admin/certifications",
  tags: ["Admin"],
  summary: "Certification applications to review, by status (admins only)",
  description:
    "Paid-tier businesses whose certification status is `status`, newest request first, " +
    `${ADMIN_APPLICATIONS_PER_PAGE} a page (\`next\` is the next page or null), each with its owner's e-mail, ` +
    "its latest application and that application's documents (links signed for an hour). `counts` are over " +
    "every paid-tier business: total = pending + approved + rejected + expired + revoked.",
  middleware: [adminOnly] as const,
  request: { query: adminApplicationsQuerySchema },
  responses: {
    200: {
      description: "One page of applications and the counts",
      content: { "application/json": { schema: adminApplicationsPageSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const decisionRoute = createRoute({
  method: "post",
  path: "/admin/certifications/{businessId}/decision",
  tags: ["Admin"],
  summary: "Approve or reject a pending certification application (admins only)",
  description:
    "In one transaction: the business's status changes (approval sets is_verified and an expiry one year " +
    "later; rejection clears is_verified), the change is appended to its history with the notes, the latest " +
    "application records who decided, when and why, and the owner gets an in-app notification and an " +
    "e-mail (queued) with the notes. 409 when the application is not pending — also for the second of two " +
    "admins deciding at once.",
  middleware: [adminOnly] as const,
  request: {
    params: businessParams,
    body: { required: true, content: { "application/json": { schema: decisionSchema } } },
  },
  responses: {
    200: {
      description: "The business's card after the decision",
      content: { "application/json": { schema: adminApplicationCardSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const revocationRoute = createRoute({
  method: "post",
  path: "/admin/certifications/{businessId}/revocation",
  tags: ["Admin"],
  summary: "Revoke an approved or expired certification, with a reason (admins only)",
  description:
    "In one transaction: the business's status becomes `revoked` and `is_verified` false, so its badge, " +
    "certificate download and directory rank go at once; the change is appended to its history with the " +
    "reason; the owner gets an in-app notification and an e-mail (queued) with the reason. Then every " +
    "Stripe subscription of the business is cancelled at the provider (`subscription`: none, cancelled, or " +
    "failed — cancel it there). The public check (/verify, GET /certificates/{number}) shows revoked and " +
    "the date, never the reason. A revoked business may apply again. 400 without a reason; 409 unless the " +
    "certification is approved or expired.",
  middleware: [adminOnly] as const,
  request: {
    params: businessParams,
    body: { required: true, content: { "application/json": { schema: revocationSchema } } },
  },
  responses: {
    200: {
      description: "The business's card after the revocation, and its subscriptions' fate",
      content: { "application/json": { schema: revocationResultSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/admin/certifications/{businessId}/events",
  tags: ["Admin"],
  summary: "A business's certification history (admins only)",
  description:
    "Every status change, newest first: who (actor_name), from → to, tier, notes and when. Events are " +
    "append-only: no endpoint changes or deletes them, and the database refuses an UPDATE.",
  middleware: [adminOnly] as const,
  request: { params: businessParams },
  responses: {
    200: {
      description: "The business and its events",
      content: {
        "application/json": {
          schema: z.object({
            business: certificationBusinessSchema,
            items: z.array(certificationEventSchema),
          }),
        },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

const reviewRoute = createRoute({
  method: "put",
  path: "/admin/certification-documents/{documentId}/review",
  tags: ["Admin"],
  summary: "Mark an applicant's document approved or rejected, with a note (admins only)",
  description: "Records the reviewer and the time. Templates are not reviewed (404).",
  middleware: [adminOnly] as const,
  request: {
    params: documentParams,
    body: { required: true, content: { "application/json": { schema: documentReviewSchema } } },
  },
  responses: {
    200: {
      description: "The document",
      content: { "application/json": { schema: applicantDocumentSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

/** The admin review of certification applications. */
export function createAdminCertificationsRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const page = await listApplicationsForReview(c.get("runtime"), c.get("actor"), c.req.valid("query"));
      return c.json(page, 200);
    })
    .openapi(decisionRoute, async (c) => {
      const runtime = c.get("runtime");
      const card = await decideApplication(runtime, c.get("actor"), {
        ...c.req.valid("param"),
        ...c.req.valid("json"),
      });
      // The decision changes the business's badge and its place in search.
      return c.json(card, 200);
    })
    .openapi(revocationRoute, async (c) => {
      const runtime = c.get("runtime");
      const result = await revokeCertification(runtime, c.get("actor"), {
        ...c.req.valid("param"),
        ...c.req.valid("json"),
      });
      // The business loses its badge and its place in search.
      return c.json(result, 200);
    })
    .openapi(eventsRoute, async (c) => {
      const history = await adminCertificationHistory(c.get("runtime"), c.get("actor"), c.req.valid("param"));
      return c.json(history, 200);
    })
    .openapi(reviewRoute, async (c) => {
      const document = await reviewDocument(c.get("runtime"), c.get("actor"), {
        ...c.req.valid("param"),
        ...c.req.valid("json"),
      });
      return c.json(document, 200);
    });
}
