import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { AppError } from "./errors";
import { createAdminsRoutes } from "./http/accounts/admins.routes";
import { createAuthRoutes } from "./http/accounts/auth.routes";
import { createIdentitiesRoutes } from "./http/accounts/identities.routes";
import { createMeRoutes } from "./http/accounts/me.routes";
import { createPhoneRoutes } from "./http/accounts/phone.routes";
import { createSessionsRoutes } from "./http/accounts/sessions.routes";
import { createTwoFactorRoutes } from "./http/accounts/two-factor.routes";
import { createAnalyticsRoutes } from "./http/analytics/analytics.routes";
import type { AppEnv } from "./http/app-env";
import { createBusinessImagesRoutes } from "./http/businesses/business-images.routes";
import { createBusinessesRoutes } from "./http/businesses/businesses.routes";
import { createBusinessesCsvRoutes } from "./http/businesses/businesses-csv.routes";
import { createMyBusinessesRoutes } from "./http/businesses/my-businesses.routes";
import { createStorefrontsRoutes } from "./http/businesses/storefronts.routes";
import { createCategoriesRoutes } from "./http/categories/categories.routes";
import { createAdminCertificationsRoutes } from "./http/certification/admin-certifications.routes";
import { createAdminDocumentsRoutes } from "./http/certification/admin-documents.routes";
import { createCertificatesRoutes } from "./http/certification/certificates.routes";
import { createCertificationRoutes } from "./http/certification/certification.routes";
import { createCredentialsRoutes } from "./http/certification/credentials.routes";
import { createWellKnownRoutes } from "./http/certification/well-known.routes";
import { createContactMessagesRoutes } from "./http/contact/contact-messages.routes";
import { apiNotFound, onError } from "./http/error-handler";
import { createNotificationsRoutes } from "./http/notifications/notifications.routes";
import { apiDocsPage } from "./http/operations/api-docs-page";
import { createDevMailRoutes } from "./http/operations/dev-mail.routes";
import { createHealthRoutes } from "./http/operations/health.routes";
import { createAdminJobsRoutes } from "./http/operations/jobs.routes";
import { createMetricsRoutes } from "./http/operations/metrics.routes";
import { createOpportunitiesRoutes } from "./http/opportunities/opportunities.routes";
import { createOpportunityInterestsRoutes } from "./http/opportunities/opportunity-interests.routes";
import { createOpportunityResponsesRoutes } from "./http/opportunities/opportunity-responses.routes";
import { createPaymentsRoutes } from "./http/payments/payments.routes";
import { personalNoStore } from "./http/personal-no-store";
import { createPlacesRoutes } from "./http/places/places.routes";
import { createPrivacyRoutes } from "./http/privacy/privacy.routes";
import { createUnsubscribeRoutes } from "./http/privacy/unsubscribe.routes";
import { createOtherCertificationsRoutes } from "./http/procurement/other-certifications.routes";
import { createProcurementRoutes } from "./http/procurement/procurement.routes";
import { readYourWrites } from "./http/read-your-writes";
import { requestLogger } from "./http/request-logger";
import { requestMetrics } from "./http/request-metrics";
import { createAdminReviewsRoutes } from "./http/reviews/admin-reviews.routes";
import { createReviewsRoutes } from "./http/reviews/reviews.routes";
import { sameOriginOnly } from "./http/same-origin-only";
import { securityHeaders } from "./http/security-headers";
import { createFilesRoutes } from "./http/uploads/files.routes";
import { createVendorListWatchRoutes } from "./http/vendor-lists/vendor-list-watch.routes";
import { createVendorListsRoutes } from "./http/vendor-lists/vendor-lists.routes";
import type { Runtime } from "./runtime";

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Ujamaa API",
    version: "1",
    description:
      "Directory and certification network for Black-owned businesses. " +
      "Requests other than GET, HEAD and OPTIONS must carry the site's own `Origin` header (a browser on the site " +
      "may send `Sec-Fetch-Site: same-origin` instead), else 403.",
  },
};

/** Upload routes that carry their own body limit instead of the JSON one. */
const SELF_LIMITED_UPLOADS = new RegExp(
  "^/api/v1/(" +
    [
      "vendor-lists",
      "me/avatar",
      "businesses/[^/]+/(logo|banner)",
      "businesses/[^/]+/other-certifications(/[^/]+)?",
      "certification/[^/]+/documents",
      "admin/documents",
      "opportunities/[^/]+/responses/[^/]+/files",
    ].join("|") +
    ")$",
);
const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The versioned JSON API, mounted at /api/v1. */
export function createApiV1() {
  // Chained, so that the app's type carries every route's schemas for the browser client (`hc<ApiV1>`).
  const v1 = new OpenAPIHono<AppEnv>()
    .route("/", createCategoriesRoutes())
    .route("/", createMeRoutes())
    .route("/", createAnalyticsRoutes())
    .route("/", createTwoFactorRoutes())
    .route("/", createPhoneRoutes())
    .route("/", createPrivacyRoutes())
    .route("/", createUnsubscribeRoutes())
    .route("/", createSessionsRoutes())
    .route("/", createIdentitiesRoutes())
    .route("/", createAdminsRoutes())
    .route("/", createAdminJobsRoutes())
    .route("/", createAdminCertificationsRoutes())
    .route("/", createAdminDocumentsRoutes())
    .route("/", createAdminReviewsRoutes())
    .route("/", createMyBusinessesRoutes())
    .route("/", createBusinessesCsvRoutes())
    .route("/", createBusinessesRoutes())
    .route("/", createBusinessImagesRoutes())
    .route("/", createStorefrontsRoutes())
    .route("/", createReviewsRoutes())
    .route("/", createProcurementRoutes())
    .route("/", createOtherCertificationsRoutes())
    .route("/", createContactMessagesRoutes())
    .route("/", createOpportunitiesRoutes())
    .route("/", createOpportunityInterestsRoutes())
    .route("/", createOpportunityResponsesRoutes())
    .route("/", createNotificationsRoutes())
    .route("/", createCertificationRoutes())
    .route("/", createCertificatesRoutes())
    .route("/", createCredentialsRoutes())
    .route("/", createPaymentsRoutes())
    .route("/", createPlacesRoutes())
    .route("/", createVendorListsRoutes())
    .route("/", createVendorListWatchRoutes());
  v1.doc31("/openapi.json", OPENAPI_INFO);
  return v1;
}

/** The type of /api/v1, from which the browser client (`src/web/lib/api/`) derives its calls. */
export type ApiV1 = ReturnType<typeof createApiV1>;

/** Builds the HTTP app shared by the server and the tests. Pages are mounted by the caller. */
export function createApp(runtime: Runtime) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(requestMetrics(runtime.metrics));
  app.use(requestId());
  app.use(async (c, next) => {
    c.set("runtime", runtime);
    await next();
  });
  app.use(requestLogger(runtime.logger));
  const { database } = runtime.config;
  if (database.kind === "postgres" && database.replicas.urls.length > 0) {
    app.use(readYourWrites(database.replicas.maxLagMs, runtime.config.isProduction));
  }
  // HTML and JSON, gzipped as they stream; never Server-Sent Events, images or precompressed assets.
  app.use(compress());
  app.use("/api/*", async (c, next) => {
    if (c.req.path.startsWith("/api/auth/")) return next();
    c.set("actor", await runtime.resolveActor(c.req.raw.headers));
    await next();
  });
  const { storage } = runtime.config;
  const imageOrigins =
    storage.kind === "s3" && storage.publicBaseUrl ? [new URL(storage.publicBaseUrl).origin] : [];
  app.use(securityHeaders(runtime.config.isProduction, imageOrigins));
  app.use(personalNoStore());
  app.use(sameOriginOnly(runtime.config.baseUrl));
  const jsonBodyLimit = bodyLimit({
    maxSize: runtime.config.bodyLimitBytes,
    onError: () => {
      throw new AppError("payload_too_large", "The request body is too large.");
    },
  });
  // File uploads enforce their own, larger limits on their routes. Reads carry no body, and
  // looking for one would build a whole fetch Request per search.
  app.use("/api/*", (c, next) =>
    SELF_LIMITED_UPLOADS.test(c.req.path) || BODYLESS_METHODS.has(c.req.method)
      ? next()
      : jsonBodyLimit(c, next),
  );

  const v1 = createApiV1();
  app.route("/api", createHealthRoutes());
  app.route("/api/auth", createAuthRoutes());
  if (runtime.config.mailOutbox || runtime.config.smsOutbox) app.route("/api/dev", createDevMailRoutes());
  app.route("/api/v1", v1);
  app.route("/", createFilesRoutes());
  app.route("/", createMetricsRoutes(runtime.config.metricsToken));
  app.route("/", createWellKnownRoutes());
  app.get("/api/docs", (c) => c.html(apiDocsPage(v1.getOpenAPI31Document(OPENAPI_INFO))));
  app.all("/api/*", apiNotFound);
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
