/** The tab value that shows every business. */
export const ALL_TAB = "all";

/**
 * The text a category tab matches: the part of the tab title before any "&",
 * trimmed. "Beauty & Barber" → "Beauty", "Restaurant" → "Restaurant".
 */
export function tabTerm(tabTitle: string): string {
  return (tabTitle.split("&")[0] ?? "").trim();
}

/**
 * Whether a business of `category` shows under the tab titled `tabTitle`: "All" (or no tab)
 * keeps everything; a category tab keeps businesses whose category contains the tab's term,
 * case-insensitively.
 */
export function matchesTab(category: string, tabTitle: string | null | undefined): boolean {
  if (!tabTitle || tabTitle.toLowerCase() === ALL_TAB) return true;
  const term = tabTerm(tabTitle).toLowerCase();
  return category.toLowerCase().includes(term);
}
