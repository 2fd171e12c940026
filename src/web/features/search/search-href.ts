/**
 * A path with a query of the non-empty, trimmed values only: "All …" choices and blank boxes are
 * left out, so the URL says exactly which filters are on.
 */
export function searchHref(path: string, values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(values)) {
    const value = raw === null || raw === undefined ? "" : String(raw).trim();
    if (value) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The same query from a submitted form. */
export function searchHrefFromForm(path: string, form: HTMLFormElement): string {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") values[key] = value;
  }
  return searchHref(path, values);
}

/** The current URL's query with some keys changed (empty removes them) and the page reset. */
export function withParams(
  path: string,
  current: URLSearchParams,
  changes: Record<string, string | null | undefined>,
): string {
  const values: Record<string, string> = Object.fromEntries(current);
  delete values.page;
  for (const [key, value] of Object.entries(changes)) values[key] = value ?? "";
  return searchHref(path, values);
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
