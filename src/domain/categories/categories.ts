/** Categories of the directory: title, slug and icon name. */
export type CategoryDefinition = { title: string; slug: string; iconName: string };

export const CATEGORIES: readonly CategoryDefinition[] = [
  { title: "Restaurant", slug: "restaurant", iconName: "utensils" },
  { title: "Hotel", slug: "hotel", iconName: "building" },
  { title: "Beauty & Barber", slug: "beauty-barber", iconName: "scissors" },
  { title: "Retail & Shopping", slug: "retail-shopping", iconName: "shopping-bag" },
  { title: "Professional Services", slug: "professional-services", iconName: "briefcase" },
  { title: "Health & Wellness", slug: "health-wellness", iconName: "heart" },
  { title: "Real Estate", slug: "real-estate", iconName: "building-2" },
  { title: "Auto Sales & Repair", slug: "auto-sales-repair", iconName: "car" },
  { title: "Historical Sites", slug: "historical-sites", iconName: "landmark" },
  { title: "Tourist Attractions", slug: "tourist-attractions", iconName: "map-pin" },
  { title: "Home Improvement", slug: "home-improvement", iconName: "hammer" },
  { title: "Non-Profit", slug: "non-profit", iconName: "heart" },
  { title: "Transportation", slug: "transportation", iconName: "car" },
  { title: "Manufacturing", slug: "manufacturing", iconName: "building-2" },
  { title: "Education", slug: "education", iconName: "graduation-cap" },
  { title: "IT-Data-Telecom", slug: "it-data-telecom", iconName: "wifi" },
];

/** The footer's category links, in the order it lists them. */
export const FOOTER_CATEGORY_SLUGS = [
  "historical-sites",
  "restaurant",
  "hotel",
  "beauty-barber",
  "retail-shopping",
  "professional-services",
  "health-wellness",
  "home-improvement",
  "non-profit",
  "transportation",
  "manufacturing",
  "education",
  "it-data-telecom",
] as const;

export function categorySlugFor(title: string): string {
  const known = CATEGORIES.find((c) => c.title.toLowerCase() === title.trim().toLowerCase());
  return known?.slug ?? "other";
}

export function categoryTitleForSlug(slug: string): string | undefined {
  return CATEGORIES.find((c) => c.slug === slug)?.title;
}
