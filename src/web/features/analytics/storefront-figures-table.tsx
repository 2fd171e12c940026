import type { BusinessAnalytics } from "~/domain/analytics/analytics-schema";
import { ScrollRegion } from "~/web/components/ui/scroll-region";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { formatCount } from "./format-figures";

/** The figures of each storefront over the window, one row each. */
export function StorefrontFiguresTable({ rows, days }: { rows: readonly BusinessAnalytics[]; days: number }) {
  const t = useT();
  const language = useLanguage();
  const count = (n: number) => formatCount(n, language);
  return (
    <section aria-labelledby="storefront-figures-title" className="min-w-0">
      <h3 id="storefront-figures-title" className="text-base font-semibold text-stone-900">
        {t("By storefront")}
      </h3>
      <div className="mt-2">
        <ScrollRegion
          label={t("Table of storefront figures")}
          className="rounded-xl border border-stone-200 bg-white"
        >
          <table className="w-full min-w-[32rem] text-start text-sm">
            <caption className="sr-only">
              {t("Figures of each storefront over the last {days} days", { days })}
            </caption>
            <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("Storefront")}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-medium">
                  {t("Views")}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-medium">
                  {t("Contact clicks")}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-medium">
                  {t("Website clicks")}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-medium">
                  {t("Rating")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-2 font-medium text-stone-900">
                    {row.name}
                    {row.is_active ? null : (
                      <span className="ms-2 rounded bg-stone-100 px-1.5 text-xs font-normal text-stone-600">
                        {t("Inactive")}
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-2 text-end tabular-nums">{count(row.profile_views)}</td>
                  <td className="px-4 py-2 text-end tabular-nums">{count(row.contact_clicks)}</td>
                  <td className="px-4 py-2 text-end tabular-nums">{count(row.website_clicks)}</td>
                  <td className="px-4 py-2 text-end tabular-nums">
                    {row.rating === null
                      ? t("No rating")
                      : `${row.rating.toFixed(1)} (${count(row.review_count)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}
