import {
  CATEGORIES,
  CATEGORY_TITLES,
  type CategorySlug,
  type CategoryTitle,
  findCategory,
  OTHER_CATEGORY_SLUG,
} from "./categories";

// Apart from the list of categories, which every page's footer reads: only the storefront's pages load these.

/**
 * The storefront wizard's twelve choices in the spec's words (part 1 §4), each a labelled mapping
 * onto one category of the list above. A storefront is stored under that category; the wizard's
 * word, when it says more than the category's title, becomes its sub category.
 */
export const STOREFRONT_CATEGORY_CHOICES = [
  { label: "Technology", slug: "it-data-telecom" },
  { label: "Retail", slug: "retail-shopping" },
  { label: "Food & Beverage", slug: "restaurant" },
  { label: "Professional Services", slug: "professional-services" },
  { label: "Health & Wellness", slug: "health-wellness" },
  { label: "Beauty & Personal Care", slug: "beauty-barber" },
  { label: "Construction", slug: "home-improvement" },
  { label: "Entertainment", slug: "tourist-attractions" },
  { label: "Education", slug: "education" },
  { label: "Finance", slug: "professional-services" },
  { label: "Transportation", slug: "transportation" },
  { label: "Other", slug: "other" },
] as const satisfies readonly { label: string; slug: CategorySlug }[];

export type StorefrontCategoryLabel = (typeof STOREFRONT_CATEGORY_CHOICES)[number]["label"];
export const STOREFRONT_CATEGORY_LABELS = STOREFRONT_CATEGORY_CHOICES.map((c) => c.label) as [
  StorefrontCategoryLabel,
  ...StorefrontCategoryLabel[],
];

/**
 * What a storefront's category may be: one of the wizard's choices, or a category's title (a
 * business listed from the dashboard keeps its category when edited as a storefront).
 */
export const STOREFRONT_CATEGORY_VALUES = [
  ...new Set<string>([...STOREFRONT_CATEGORY_LABELS, ...CATEGORY_TITLES]),
] as [string, ...string[]];

/** The columns a storefront's category sets: the category's title and slug, and the wizard's word as sub category. */
export function storefrontCategoryOf(value: string): {
  category: CategoryTitle;
  category_slug: CategorySlug;
  sub_category: string | null;
} {
  const choice = STOREFRONT_CATEGORY_CHOICES.find((c) => c.label === value);
  const category = choice
    ? CATEGORIES.find((c) => c.slug === choice.slug)!
    : (findCategory(value) ?? CATEGORIES.find((c) => c.slug === OTHER_CATEGORY_SLUG)!);
  return {
    category: category.title,
    category_slug: category.slug,
    sub_category: choice && choice.label !== category.title ? choice.label : null,
  };
}

/**
 * The wizard's choice a stored business stands for (the edit dialog's value): its sub category when
 * that is a choice of its category, else the choice named as its category, else its category as stored.
 */
export function storefrontChoiceOf(business: {
  category: string;
  category_slug: string;
  sub_category: string | null;
}): string {
  const bySub = STOREFRONT_CATEGORY_CHOICES.find(
    (c) => c.label === business.sub_category && c.slug === business.category_slug,
  );
  if (bySub) return bySub.label;
  const byTitle = STOREFRONT_CATEGORY_CHOICES.find((c) => c.label === business.category);
  return byTitle?.label ?? business.category;
}
