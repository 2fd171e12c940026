import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("businesses", "routes/businesses.tsx"),
  route("directory", "routes/directory.tsx"),
  route("business/:id", "routes/business-detail.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx", { id: "sitemap" }),
  route("sitemaps/:name", "routes/sitemap.tsx", { id: "sitemap-part" }),
  route("robots.txt", "routes/robots.tsx"),
  route("auth", "routes/auth.tsx"),
  // Guards run as middleware of these layouts, before any loader below them (page-guards.server.ts).
  layout("routes/signed-in-layout.tsx", [
    route("hub", "routes/hub.tsx"),
    route("settings", "routes/settings.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("certification", "routes/certification.tsx"),
    layout("routes/certification-manager-layout.tsx", [
      route("certification/:businessId", "routes/certification-application.tsx"),
    ]),
    route("pay/:sessionId", "routes/pay.tsx"),
    route("storefront-manager", "routes/storefront-manager.tsx"),
    route("storefront-manager/analytics", "routes/storefront-analytics.tsx"),
  ]),
  route("opportunities", "routes/opportunities.tsx"),
  route("opportunities/:id", "routes/opportunity-detail.tsx"),
  route("verify", "routes/verify.tsx", { id: "verify-lookup" }),
  route("verify/:number", "routes/verify.tsx"),
  layout("routes/admin-layout.tsx", [
    route("admin/certifications", "routes/admin-certifications.tsx"),
    route("admin/certifications/:businessId/history", "routes/admin-certification-history.tsx"),
    route("admin/documents", "routes/admin-documents.tsx"),
    route("admin/jobs", "routes/admin-jobs.tsx"),
  ]),
  route("dev/mail", "routes/dev-mail.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-use", "routes/terms-of-use.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("eula", "routes/eula.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
