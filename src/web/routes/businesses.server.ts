import { data, redirect } from "react-router";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { viewerOf } from "~/web/features/businesses/card/viewer.server";
import { loadResults } from "~/web/features/search/results/load-results.server";
import { loadTabCategories } from "~/web/features/search/results/load-tab-categories.server";
import { cleanedSearch } from "~/web/features/search/search-href";
import type { SearchPageText } from "~/web/features/search/search-page-text.server";
import { LISTING_PAGE } from "~/web/features/search/search-pages";

/**
 * /businesses: the first page server-rendered; blank query values redirect to the clean URL. `text` gives
 * the page's messages, title and description in its language, given the keyword searched.
 */
export async function loadListing(
  url: URL,
  runtime: Runtime,
  actor: Actor,
  text: (keyword: string | undefined) => SearchPageText,
) {
  const clean = cleanedSearch(url);
  if (clean) throw redirect(clean);
  const [results, categories, viewer] = await Promise.all([
    loadResults(runtime, LISTING_PAGE, url.searchParams),
    loadTabCategories(runtime),
    viewerOf(runtime, actor),
  ]);
  const body = {
    results,
    categories,
    now: runtime.now().toISOString(),
    viewer,
    ...text(results.search.keyword),
  };
  return data(body, { status: results.status === "invalid" ? 400 : 200 });
}
