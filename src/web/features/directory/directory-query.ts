/** The directory's filters as they appear in its URL. */
export type DirectoryFilters = { search?: string; location?: string; category?: string; tier?: string };

export const DIRECTORY_PAGE_SIZE = 12;

const ALL_VALUES = new Set(["all", "all categories", "all tiers"]);

export function directoryFilters(search: URLSearchParams): DirectoryFilters {
  const get = (key: string) => {
    const value = search.get(key)?.trim();
    return value && !ALL_VALUES.has(value.toLowerCase()) ? value : undefined;
  };
  return { search: get("search"), location: get("location"), category: get("category"), tier: get("tier") };
}

/** The search API's query of a directory page: description included, tier order. */
export function directoryApiQuery(filters: DirectoryFilters, page: number) {
  return {
    keyword: filters.search,
    location: filters.location,
    category: filters.category,
    tier: filters.tier,
    include_description: true,
    sort: "tier" as const,
    page,
    limit: DIRECTORY_PAGE_SIZE,
  };
}
