import { data, redirect } from "react-router";
import { LISTING_PAGE_SIZE } from "~/domain/search/search-params";
import type { Actor } from "~/server/auth/actor";
import type { Runtime } from "~/server/runtime";
import { rawListingParams } from "~/web/features/businesses/listing-query";
import { loadResults } from "~/web/features/businesses/load-results.server";
import { loadTabCategories } from "~/web/features/businesses/load-tab-categories.server";
import { viewerOf } from "~/web/features/businesses/viewer.server";
import { cleanedSearch } from "~/web/features/search/search-href";

/** /businesses: the first page server-rendered; blank query values redirect to the clean URL. */
export async function loadListing(url: URL, runtime: Runtime, actor: Actor) {
  const clean = cleanedSearch(url);
  if (clean) throw redirect(clean);
  const [results, categories] = await Promise.all([
    loadResults(runtime, rawListingParams(url.searchParams), { limit: LISTING_PAGE_SIZE }),
    loadTabCategories(runtime),
  ]);
  const body = {
    results,
    categories,
    now: new Date().toISOString(),
    viewer: viewerOf(actor),
    pageSize: LISTING_PAGE_SIZE,
  };
  return data(body, { status: results.status === "invalid" ? 400 : 200 });
}
