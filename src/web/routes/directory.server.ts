import { redirect } from "react-router";
import type { Runtime } from "~/server/runtime";
import { loadResults } from "~/web/features/businesses/load-results.server";
import { DIRECTORY_PAGE_SIZE, directoryFilters } from "~/web/features/directory/directory-query";
import { cleanedSearch } from "~/web/features/search/search-href";

/** /directory: every active business in tier order (Preferred first), searched with descriptions. */
export async function loadDirectory(url: URL, runtime: Runtime) {
  const clean = cleanedSearch(url);
  if (clean) throw redirect(clean);
  const filters = directoryFilters(url.searchParams);
  const raw: Record<string, string> = {};
  if (filters.search) raw.keyword = filters.search;
  if (filters.location) raw.location = filters.location;
  if (filters.category) raw.category = filters.category;
  if (filters.tier) raw.tier = filters.tier;
  const page = url.searchParams.get("page");
  if (page) raw.page = page;
  const results = await loadResults(runtime, raw, {
    limit: DIRECTORY_PAGE_SIZE,
    sort: "tier",
    include_description: "true",
  });
  return { results, filters, now: new Date().toISOString() };
}
