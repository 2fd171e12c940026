/** The opportunity categories (part 2 §9), as stored. */
export const OPPORTUNITY_CATEGORIES = [
  "technology",
  "marketing",
  "consulting",
  "design",
  "construction",
  "other",
] as const;
export type OpportunityCategory = (typeof OPPORTUNITY_CATEGORIES)[number];

/** Limits after sanitising; budgets fit the column's numeric(12, 2). */
export const OPPORTUNITY_LIMITS = {
  title: 200,
  company_name: 200,
  description: 5_000,
  location: 200,
  requirement: 200,
  requirements: 20,
  budget: 9_999_999_999.99,
} as const;

/** A card shows at most this many requirement chips, then '+N more' (part 2 §9). */
export const CARD_REQUIREMENTS = 3;
/** The loading skeleton shows this many cards (part 2 §9). */
export const OPPORTUNITY_SKELETON_CARDS = 6;
/** Opportunities per page of the list. */
export const OPPORTUNITIES_PER_PAGE = 12;

export const OPPORTUNITY_MESSAGES = {
  title: "Title is required",
  company_name: "Company name is required",
  budgetNumber: "Budget must be a number",
  budgetNegative: "Budget cannot be negative",
  budgetTooLarge: "Budget is too large",
  budgetOrder: "Maximum budget must be at least the minimum budget",
  deadline: "Enter a valid date",
  deadlinePast: "Deadline cannot be in the past",
  category: "Choose a category from the list",
  requirements: `At most ${OPPORTUNITY_LIMITS.requirements} requirements`,
  requirement: `Each requirement must be at most ${OPPORTUNITY_LIMITS.requirement} characters`,
} as const;

/**
 * Today's date where it is earliest on Earth (UTC−12, "anywhere on Earth"): a deadline is in the
 * past only once its day has ended everywhere, so no poster's local "today" is refused and an
 * opportunity stays listed through its deadline day in every time zone.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}
