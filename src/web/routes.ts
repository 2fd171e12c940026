import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The languages with a prefix of their own (src/domain/languages/languages.ts; English has none). */
const PREFIXED = ["fr", "es", "ar"] as const;

/**
 * A public page at its English path and under each language's prefix (/fr/businesses), one module for
 * all (decision 062). `id` names the English route when the module serves more than one path.
 */
function inEachLanguage(path: string, file: string, id?: string): RouteConfigEntry[] {
  const name = id ?? file.replace(/^routes\/|\.tsx$/g, "");
  return [
    path ? (id ? route(path, file, { id }) : route(path, file)) : index(file),
    ...PREFIXED.map((language) =>
      route(path ? `${language}/${path}` : language, file, { id: `${language}/${name}` }),
    ),
  ];
}

export default [
  ...inEachLanguage("", "routes/home.tsx"),
  ...inEachLanguage("businesses", "routes/businesses.tsx"),
  ...inEachLanguage("directory", "routes/directory.tsx"),
  ...inEachLanguage("business/:id", "routes/business-detail.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx", { id: "sitemap" }),
  route("sitemaps/:name", "routes/sitemap.tsx", { id: "sitemap-part" }),
  route("robots.txt", "routes/robots.tsx"),
  ...inEachLanguage("auth", "routes/auth.tsx"),
  // Guards run as middleware of these layouts, before any loader below them (page-guards.server.ts).
  layout("routes/signed-in-layout.tsx", [
    route("hub", "routes/hub.tsx"),
    route("settings", "routes/settings.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("dashboard/procurement/:businessId", "routes/dashboard-procurement.tsx"),
    route("certification", "routes/certification.tsx"),
    layout("routes/certification-manager-layout.tsx", [
      route("certification/:businessId", "routes/certification-application.tsx"),
      route("renew/:businessId", "routes/renew.tsx"),
    ]),
    route("pay/:sessionId", "routes/pay.tsx"),
    route("pay-invoice/:invoiceId", "routes/pay-invoice.tsx"),
    route("storefront-manager", "routes/storefront-manager.tsx"),
    route("storefront-manager/analytics", "routes/storefront-analytics.tsx"),
    route("opportunities/:id/responses", "routes/opportunity-responses.tsx"),
    route("vendor-lists", "routes/vendor-lists.tsx"),
    route("vendor-lists/:id", "routes/vendor-list.tsx"),
  ]),
  ...inEachLanguage("opportunities", "routes/opportunities.tsx"),
  ...inEachLanguage("opportunities/:id", "routes/opportunity-detail.tsx"),
  ...inEachLanguage("verify", "routes/verify.tsx", "verify-lookup"),
  ...inEachLanguage("verify/:number", "routes/verify.tsx"),
  layout("routes/admin-layout.tsx", [
    route("admin/certifications", "routes/admin-certifications.tsx"),
    route("admin/certifications/:businessId/history", "routes/admin-certification-history.tsx"),
    route("admin/documents", "routes/admin-documents.tsx"),
    route("admin/other-certifications", "routes/admin-other-certifications.tsx"),
    route("admin/jobs", "routes/admin-jobs.tsx"),
    route("admin/reviews", "routes/admin-reviews.tsx"),
  ]),
  route("dev/mail", "routes/dev-mail.tsx"),
  ...inEachLanguage("about", "routes/about.tsx"),
  ...inEachLanguage("contact", "routes/contact.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  ...inEachLanguage("privacy-policy", "routes/privacy-policy.tsx"),
  ...inEachLanguage("terms-of-use", "routes/terms-of-use.tsx"),
  ...inEachLanguage("cookie-policy", "routes/cookie-policy.tsx"),
  ...inEachLanguage("eula", "routes/eula.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
