import { lazy, Suspense, useEffect, useState } from "react";
import type { MyAnalytics } from "~/domain/analytics/analytics-schema";
import { type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from "~/domain/analytics/analytics-schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { ALL_STOREFRONTS, AnalyticsControls } from "./analytics-controls";
import { AnalyticsSkeleton } from "./analytics-skeleton";
import { DailyFiguresTable } from "./daily-figures-table";
import { FigureCard, ShareBar } from "./figure-card";
import { formatCount, seriesSummary } from "./format-figures";
import { StorefrontFiguresTable } from "./storefront-figures-table";
import type { TrendChartProps } from "./trend-chart";
import { useMyAnalytics } from "./use-my-analytics";

// The charting library comes with the first chart, so even this tab's own code does not wait for it.
const TrendChart = lazy(() => import("./trend-chart"));

const COLORS = { views: "#16803c", inquiries: "#b45309", rating: "#e0a800", active: "#15622f" };

function Chart(props: TrendChartProps) {
  return (
    <Suspense fallback={<div className="h-16" />}>
      <TrendChart {...props} />
    </Suspense>
  );
}

type Storefront = MyAnalytics["businesses"][number];

/**
 * The storefront manager's Analytics tab: profile views, inquiries, average rating and active
 * storefronts of the signed-in owner's storefronts (all or one) over 7, 30 or 90 days, each with a
 * small chart, read from GET /api/v1/me/analytics. Lazy-loaded by the page, with its chart library.
 */
export default function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const [businessId, setBusinessId] = useState(ALL_STOREFRONTS);
  const [storefronts, setStorefronts] = useState<Storefront[]>([]);
  const one = businessId === ALL_STOREFRONTS ? undefined : businessId;
  const { data, loading, error, retry } = useMyAnalytics(days, one);

  // The picker lists every storefront, as the last answer for all of them named them.
  useEffect(() => {
    if (data && data.business_id === null) setStorefronts(data.businesses);
  }, [data]);

  const scopeName = one
    ? (storefronts.find((s) => s.id === one)?.name ?? "one storefront")
    : "all storefronts";
  const noStorefronts = data !== null && data.business_id === null && data.businesses.length === 0;

  return (
    <section aria-labelledby="analytics-title" className="space-y-5">
      <div>
        <h2 id="analytics-title" className="text-xl font-semibold text-stone-900">
          Storefront Analytics
        </h2>
        <p className="text-sm text-stone-600">
          Profile views, inquiries (contact and website clicks) and ratings of your storefronts.
        </p>
      </div>
      <p role="status" className="sr-only">
        {loading ? "Loading analytics…" : data ? `Figures for the last ${data.days} days, ${scopeName}.` : ""}
      </p>

      {noStorefronts ? null : (
        <AnalyticsControls
          days={days}
          onDays={setDays}
          storefronts={storefronts}
          businessId={businessId}
          onBusiness={setBusinessId}
        />
      )}

      {error ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            <strong className="font-semibold">Could not load the analytics.</strong> {error}
          </span>
          <Button size="sm" variant="outline" onClick={retry}>
            Try again
          </Button>
        </Alert>
      ) : null}

      {data === null ? (
        loading ? (
          <AnalyticsSkeleton />
        ) : null
      ) : noStorefronts ? (
        <NoStorefronts />
      ) : (
        <Figures data={data} loading={loading} />
      )}
    </section>
  );
}

function NoStorefronts() {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <Icon name="store" className="mx-auto h-10 w-10 text-stone-400" />
      <h3 className="mt-3 text-lg font-semibold text-stone-900">No Storefronts Yet</h3>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">
        Create a storefront and its profile views, inquiries and rating will show here.
      </p>
    </div>
  );
}

function Figures({ data, loading }: { data: MyAnalytics; loading: boolean }) {
  const { totals, series, businesses } = data;
  const contact = businesses.reduce((n, b) => n + b.contact_clicks, 0);
  const website = businesses.reduce((n, b) => n + b.website_clicks, 0);
  const rated = businesses.filter((b) => b.rating !== null).length;
  const rating = totals.average_rating;
  const total = businesses.length;

  return (
    <div aria-busy={loading} className={loading ? "space-y-5 opacity-60 transition-opacity" : "space-y-5"}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <FigureCard
          title="Profile Views"
          icon="globe"
          value={formatCount(totals.profile_views)}
          caption={`Last ${data.days} days`}
          chart={<Chart kind="line" color={COLORS.views} values={series.map((d) => d.profile_views)} />}
          summary={seriesSummary(series, "profile_views")}
        />
        <FigureCard
          title="Inquiries"
          icon="phone"
          value={formatCount(totals.inquiries)}
          caption={`${formatCount(contact)} contact · ${formatCount(website)} website clicks`}
          chart={<Chart kind="bars" color={COLORS.inquiries} values={series.map((d) => d.inquiries)} />}
          summary={seriesSummary(series, "inquiries")}
        />
        <FigureCard
          title="Average Rating"
          icon="star"
          value={rating === null ? "None yet" : rating.toFixed(1)}
          caption={
            rating === null
              ? "No storefront has a rating yet"
              : `Out of 5, from ${rated} rated storefront${rated === 1 ? "" : "s"}`
          }
          chart={<ShareBar share={(rating ?? 0) / 5} color={COLORS.rating} />}
          summary={rating === null ? "" : `${rating.toFixed(1)} out of 5.`}
        />
        <FigureCard
          title="Active Storefronts"
          icon="store"
          value={formatCount(totals.active_storefronts)}
          caption={`of ${formatCount(total)} storefront${total === 1 ? "" : "s"}`}
          chart={<ShareBar share={total ? totals.active_storefronts / total : 0} color={COLORS.active} />}
          summary={`${totals.active_storefronts} of ${total} storefronts are active and listed in the directory.`}
        />
      </div>
      {data.business_id === null ? <StorefrontFiguresTable rows={businesses} days={data.days} /> : null}
      <DailyFiguresTable series={series} />
    </div>
  );
}
