import { LANGUAGES } from "~/domain/languages/languages";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/robots";

/** /robots.txt: everything public may be crawled; accounts, admin and the API may not. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = pageOf(context).runtime.config.baseUrl.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /auth",
    "Disallow: /hub",
    "Disallow: /dashboard",
    "Disallow: /settings",
    "Disallow: /admin/",
    "Disallow: /storefront-manager",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    // Each language's own (decision 062).
    ...LANGUAGES.filter((l) => l !== "en").map((l) => `Sitemap: ${origin}/sitemaps/${l}.xml`),
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
