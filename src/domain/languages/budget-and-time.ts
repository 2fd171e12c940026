import { formatEnglishNumber } from "~/domain/shared/english-format";
import type { Language } from "./languages";
import { LOCALES } from "./local-format";

/**
 * Budgets and "3 days ago" in the page's language, for the opportunities' pages only (kept out of
 * local-format.ts, which every page's layout carries). English is written by hand, as local-format.ts
 * writes its numbers; the tests compare it with Intl's "en-US".
 */

/** US dollars with cents only when there are some: "$1,200", "$12,000.5" (Intl's currency, 0–2 digits). */
export function formatEnglishDollars(amount: number): string {
  const figure = formatEnglishNumber(amount, 2);
  return figure.startsWith("-") ? `-$${figure.slice(1)}` : `$${figure}`;
}

export type RelativeUnit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

const NEAREST: Record<RelativeUnit, [string, string, string]> = {
  year: ["last year", "this year", "next year"],
  month: ["last month", "this month", "next month"],
  week: ["last week", "this week", "next week"],
  day: ["yesterday", "today", "tomorrow"],
  hour: ["", "this hour", ""],
  minute: ["", "this minute", ""],
  second: ["", "now", ""],
};

/** What Intl.RelativeTimeFormat("en-US", { numeric: "auto" }) writes: "yesterday", "3 days ago", "in 2 hours". */
export function englishRelativeTime(value: number, unit: RelativeUnit): string {
  const nearest = Number.isInteger(value) && Math.abs(value) <= 1 ? NEAREST[unit][value + 1] : "";
  if (nearest) return nearest;
  const size = Math.abs(value);
  const count = `${formatEnglishNumber(size)} ${unit}${size === 1 ? "" : "s"}`;
  return value < 0 || Object.is(value, -0) ? `${count} ago` : `in ${count}`;
}

const budgets = new Map<Language, Intl.NumberFormat>();
const relatives = new Map<Language, Intl.RelativeTimeFormat>();

/** A budget or quote in US dollars, cents only when there are some: "$1,200", "1 200 $US". */
export function formatBudgetIn(amount: number, language: Language): string {
  if (language === "en") return formatEnglishDollars(amount);
  let format = budgets.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    budgets.set(language, format);
  }
  return format.format(amount);
}

/** "3 days ago", "yesterday" in the language (Intl's numeric "auto"). */
export function formatRelativeTimeIn(value: number, unit: RelativeUnit, language: Language): string {
  if (language === "en") return englishRelativeTime(value, unit);
  let format = relatives.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: "auto" });
    relatives.set(language, format);
  }
  return format.format(value, unit);
}
