import { data } from "react-router";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/sitemap";
import { sitemapIndex, sitemapPart } from "./sitemap.server";

/** /sitemap.xml and its parts /sitemaps/{name}: active businesses, category pages and static pages. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.name) return sitemapIndex(pageOf(context).runtime);
  const part = await sitemapPart(pageOf(context).runtime, params.name);
  if (!part) throw data(null, { status: 404 });
  return part;
}
