import type { AnalyticsDay } from "~/domain/analytics/analytics-schema";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { formatNumberIn, LOCALES } from "~/domain/languages/local-format";
import type { Translate } from "~/web/features/languages/language-context";

/** A count with the language's separators ("1,250" in English). */
export function formatCount(n: number, language: Language = DEFAULT_LANGUAGE): string {
  return formatNumberIn(n, language);
}

/** A series day (`YYYY-MM-DD`, UTC) as "Nov 23" (the language's way: "23 nov.", "23 nov"…). */
export function formatDay(day: string, language: Language = DEFAULT_LANGUAGE): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(LOCALES[language], {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** One sentence a screen reader hears in place of a chart of one figure per day. */
export function seriesSummary(
  series: readonly AnalyticsDay[],
  key: "profile_views" | "inquiries",
  t: Translate,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return "";
  const best = series.reduce((top, day) => (day[key] > top[key] ? day : top), first);
  const span = { from: formatDay(first.day, language), to: formatDay(last.day, language) };
  if (best[key] === 0) {
    return key === "profile_views"
      ? t("No views from {from} to {to}.", span)
      : t("No inquiries from {from} to {to}.", span);
  }
  const values = {
    ...span,
    most: formatCount(best[key], language),
    day: formatDay(best.day, language),
    today: formatCount(last[key], language),
  };
  return key === "profile_views"
    ? t("Daily views from {from} to {to}: the most, {most}, on {day}; {today} today.", values)
    : t("Daily inquiries from {from} to {to}: the most, {most}, on {day}; {today} today.", values);
}
