import { useMemo } from "react";
import { formatBudgetIn, formatRelativeTimeIn, type RelativeUnit } from "~/domain/languages/budget-and-time";
import type { MessageId } from "~/domain/languages/catalogs";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { categoryLabel } from "./category-label";

const UNITS: [RelativeUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * The words an opportunity is shown with, in the page's language: its category, its budget line
 * ("$1,000 - $5,000", "Starting at $1,000", "Budget negotiable"), an amount in US dollars (no cents
 * when there are none, as English writes them) and how long ago it was posted ("3 days ago").
 */
export function useOpportunityWords() {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => {
    const money = (n: number) => formatBudgetIn(n, language);
    return {
      money,
      category: (category: string) => t(categoryLabel(category) as MessageId),
      budget(min: number | null, max: number | null): string {
        if (min !== null && max !== null) return `${money(min)} - ${money(max)}`;
        if (min !== null) return t("Starting at {amount}", { amount: money(min) });
        if (max !== null) return t("Up to {amount}", { amount: money(max) });
        return t("Budget negotiable");
      },
      /** "Posted 3 days ago", from the loader's clock so the server and the browser agree. */
      posted(iso: string, now: Date): string {
        const seconds = Math.round((now.getTime() - new Date(iso).getTime()) / 1000);
        const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
        const when = unit
          ? formatRelativeTimeIn(-Math.floor(seconds / unit[1]), unit[0], language)
          : t("just now");
        return t("Posted {when}", { when });
      },
    };
  }, [t, language]);
}
