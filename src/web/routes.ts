import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("businesses", "routes/businesses.tsx"),
  route("directory", "routes/directory.tsx"),
  route("business/:id", "routes/business-detail.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx", { id: "sitemap" }),
  route("sitemaps/:name", "routes/sitemap.tsx", { id: "sitemap-part" }),
  route("robots.txt", "routes/robots.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
