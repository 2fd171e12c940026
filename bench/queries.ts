/** The eight representative searches of the bench (issue 4, requirement 11). */
export const BENCH_QUERIES: { name: string; query: Record<string, string> }[] = [
  { name: "common keyword", query: { keyword: "soul" } },
  { name: "rare keyword", query: { keyword: "zanzibar" } },
  { name: "typo", query: { keyword: "harlm" } },
  { name: "location", query: { location: "atlanta" } },
  { name: "category + country", query: { category: "restaurant", country: "CA" } },
  { name: "tier sort", query: { sort: "tier" } },
  { name: "open now", query: { open_now: "true" } },
  { name: "no filter, deep page", query: { page: "250", limit: "20" } },
];
