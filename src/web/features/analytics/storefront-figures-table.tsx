import type { BusinessAnalytics } from "~/domain/analytics/analytics-schema";
import { ScrollRegion } from "~/web/components/ui/scroll-region";
import { formatCount } from "./format-figures";

/** The figures of each storefront over the window, one row each. */
export function StorefrontFiguresTable({ rows, days }: { rows: readonly BusinessAnalytics[]; days: number }) {
  return (
    <section aria-labelledby="storefront-figures-title" className="min-w-0">
      <h3 id="storefront-figures-title" className="text-base font-semibold text-stone-900">
        By storefront
      </h3>
      <div className="mt-2">
        <ScrollRegion
          label="Table of storefront figures"
          className="rounded-xl border border-stone-200 bg-white"
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Figures of each storefront over the last {days} days</caption>
            <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Storefront
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Contact clicks
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Website clicks
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Rating
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-2 font-medium text-stone-900">
                    {row.name}
                    {row.is_active ? null : (
                      <span className="ml-2 rounded bg-stone-100 px-1.5 text-xs font-normal text-stone-600">
                        Inactive
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.profile_views)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.contact_clicks)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.website_clicks)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {row.rating === null
                      ? "No rating"
                      : `${row.rating.toFixed(1)} (${formatCount(row.review_count)})`}
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
