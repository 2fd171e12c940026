import { redirect } from "react-router";
import type { Runtime } from "~/server/runtime";
import { loadResults } from "~/web/features/search/results/load-results.server";
import { cleanedSearch } from "~/web/features/search/search-href";
import { DIRECTORY_PAGE } from "~/web/features/search/search-pages";

/** /directory: every active business in tier order (Preferred first), searched with descriptions. */
export async function loadDirectory(
  url: URL,
  runtime: Pick<Runtime, "db" | "readDb" | "now" | "searchCache" | "logger">,
) {
  const clean = cleanedSearch(url);
  if (clean) throw redirect(clean);
  const results = await loadResults(runtime, DIRECTORY_PAGE, url.searchParams);
  return { results, now: runtime.now().toISOString() };
}
