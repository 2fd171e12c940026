/**
 * The eleven representative searches of the bench, over the rows of
 * `npm run seed:bulk`: "soul" is in ~3.6 % of the rows, "sundiata" in ~1 in 100,000, "serengti" is
 * a typo of "Serengeti" (~0.8 %), Atlanta holds ~7 % of the rows, placed within 15 km of its centre
 * (so 10 km around it holds some 3 %, and the map's view of the city most of them).
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
  { name: "near + radius", query: { near: "Atlanta, GA", radius: "10" }, mustFind: true },
  { name: "near + keyword", query: { near: "Atlanta, GA", keyword: "soul" }, mustFind: true },
  { name: "bbox", query: { bbox: "-84.55,33.65,-84.25,33.85" }, mustFind: true },
];
