import type { AnalyticsDay } from "~/domain/analytics/analytics-schema";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { formatCount, formatDay } from "./format-figures";

/** The charts' numbers as a table, folded away: the text alternative of the views and inquiries charts. */
export function DailyFiguresTable({ series }: { series: readonly AnalyticsDay[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <details className="rounded-xl border border-stone-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-stone-800">
        {t("Daily figures (table)")}
      </summary>
      <div className="max-h-80 overflow-y-auto border-t border-stone-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("Profile views and inquiries per day")}</caption>
          <thead className="sticky top-0 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("Day")}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t("Views")}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t("Inquiries")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {[...series].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-4 py-1.5 font-normal">
                  <time dateTime={day.day}>{formatDay(day.day, language)}</time>
                </th>
                <td className="px-4 py-1.5 text-end tabular-nums">
                  {formatCount(day.profile_views, language)}
                </td>
                <td className="px-4 py-1.5 text-end tabular-nums">{formatCount(day.inquiries, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
