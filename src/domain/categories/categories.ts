/**
 * The one list of business categories (decision 041): title, slug and icon name, in the order
 * every list shows them. The directory's rows (business_categories), the search form's and the
 * directory's filter options, the listing's tabs, the footer's links, the storefront wizard's
 * choices and the seed data all derive from it. "Other" is a real category, last: a business whose
 * category names none of the others is listed under it, never under no category at all.
 */
export const CATEGORIES = [
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
  { title: "Other", slug: "other", iconName: "building" },
] as const;

export type CategoryDefinition = (typeof CATEGORIES)[number];
export type CategorySlug = CategoryDefinition["slug"];
export type CategoryTitle = CategoryDefinition["title"];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];
export const CATEGORY_TITLES = CATEGORIES.map((c) => c.title) as [CategoryTitle, ...CategoryTitle[]];

/** The category of a business whose category names no other. */
export const OTHER_CATEGORY_SLUG = "other" satisfies CategorySlug;

/** The footer's category links, in the order it lists them (part 1 §6). */
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
] as const satisfies readonly CategorySlug[];

export function findCategory(titleOrSlug: string): CategoryDefinition | undefined {
  const wanted = titleOrSlug.trim().toLowerCase();
  return CATEGORIES.find((c) => c.title.toLowerCase() === wanted || c.slug === wanted);
}

/** The slug of a category title (any case), else "other". */
export function categorySlugFor(title: string): CategorySlug {
  return findCategory(title)?.slug ?? OTHER_CATEGORY_SLUG;
}

export function categoryTitleForSlug(slug: string): CategoryTitle | undefined {
  return CATEGORIES.find((c) => c.slug === slug)?.title;
}

/** The home search form's words where the spec gives a category another one (part 1 §3). */
export const SEARCH_FORM_CATEGORY_LABELS = {
  restaurant: "Restaurants",
  hotel: "Hotels & Lodging",
} as const satisfies Partial<Record<CategorySlug, string>>;

/** A category's label in the home search form. */
export function searchFormLabelOf(category: CategoryDefinition): string {
  return (
    (SEARCH_FORM_CATEGORY_LABELS as Partial<Record<CategorySlug, string>>)[category.slug] ?? category.title
  );
}
