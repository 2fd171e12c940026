import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("businesses", "routes/businesses.tsx"),
  route("directory", "routes/directory.tsx"),
  route("business/:id", "routes/business-detail.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx", { id: "sitemap" }),
  route("sitemaps/:name", "routes/sitemap.tsx", { id: "sitemap-part" }),
  route("robots.txt", "routes/robots.tsx"),
  route("auth", "routes/auth.tsx"),
  route("hub", "routes/hub.tsx"),
  route("settings", "routes/settings.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("certification", "routes/certification.tsx"),
  route("storefront-manager", "routes/storefront-manager.tsx"),
  route("opportunities", "routes/opportunities.tsx"),
  route("admin/certifications", "routes/admin-certifications.tsx"),
  route("admin/documents", "routes/admin-documents.tsx"),
  route("dev/mail", "routes/dev-mail.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
