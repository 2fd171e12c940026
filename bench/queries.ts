/**
 * The eight representative searches of the bench, over the rows of
 * `npm run seed:bulk`: "soul" is in ~3.6 % of the rows, "sundiata" in ~1 in 100,000, "serengti" is
 * a typo of "Serengeti" (~0.8 %), Atlanta holds ~7 % of the rows.
 */
/** `mustFind`: the generated rows always hold matches, so an empty answer is a fault, not a figure. */
export const BENCH_QUERIES: { name: string; query: Record<string, string>; mustFind?: boolean }[] = [
  { name: "common keyword", query: { keyword: "soul" }, mustFind: true },
  { name: "rare keyword", query: { keyword: "sundiata" } },
  { name: "typo", query: { keyword: "serengti" }, mustFind: true },
  { name: "location", query: { location: "atlanta" }, mustFind: true },
  { name: "category + country", query: { category: "restaurant", country: "CA" } },
  { name: "tier sort", query: { sort: "tier" }, mustFind: true },
  { name: "open now", query: { open_now: "true" } },
  { name: "no filter, deep page", query: { page: "250", limit: "20" } },
];
