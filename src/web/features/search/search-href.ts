import { searchFromQuery } from "~/domain/search/search-keys";
import { type SearchValues, searchToQuery } from "~/domain/search/search-query";
import type { SearchPage } from "./search-pages";

/** The page's URL for a search: only the filters that are on, so the URL says exactly which. */
export function searchHref(page: SearchPage, values: SearchValues): string {
  const qs = searchToQuery(values, page).toString();
  return qs ? `${page.path}?${qs}` : page.path;
}

/** The same URL from a submitted search form ("All …" choices and blank boxes left out). */
export function searchHrefFromForm(page: SearchPage, form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") params.append(name, value);
  }
  return searchHref(page, searchFromQuery(params, page));
}

/** The query without blank values, or null when it has none (so a loader can redirect to the clean URL). */
export function cleanedSearch(url: URL): string | null {
  let dirty = false;
  const clean = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (value.trim() === "") dirty = true;
    else clean.set(key, value);
  }
  if (!dirty) return null;
  const qs = clean.toString();
  return qs ? `${url.pathname}?${qs}` : url.pathname;
}
