// The search's query-string codec, without zod: the browser's search forms and links use it, and zod
// would add ~23 kB gzipped to every directory page. It names the schema's types only (erased), and its
// keys and defaults come from search-keys.ts, which the schema is built over too.
import {
  SEARCH_DEFAULTS,
  SEARCH_FILTER_KEYS,
  SEARCH_KEYS,
  type SearchKey,
  type SearchQueryNames,
} from "./search-keys";
import type { BusinessSearch, SearchFilter } from "./search-params";

export function hasActiveSearch(search: Partial<SearchFilter>): boolean {
  return SEARCH_FILTER_KEYS.some((key) => Boolean(search[key]));
}

/** Values to write into a query string: parsed ones, or raw text as a form holds it. */
export type SearchValues = { [K in SearchKey]?: BusinessSearch[K] | string | null };

/**
 * A search as query parameters, in the schema's order: trimmed, with blanks, the schema's
 * defaults and keys outside the shape left out, so the URL says exactly which filters are on.
 */
export function searchToQuery(
  values: SearchValues,
  { keys = SEARCH_KEYS, names = {} }: SearchQueryNames = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    if (!keys.includes(key)) continue;
    const raw = values[key];
    const value = raw === undefined || raw === null ? "" : String(raw).trim();
    const fallback: unknown = SEARCH_DEFAULTS[key as keyof typeof SEARCH_DEFAULTS];
    if (value === "" || (fallback !== undefined && value === String(fallback))) continue;
    params.set(names[key] ?? key, value);
  }
  return params;
}
