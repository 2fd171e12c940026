import { lazy, Suspense, useEffect, useState } from "react";
import type { MyAnalytics } from "~/domain/analytics/analytics-schema";
import { type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from "~/domain/analytics/analytics-schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useLanguage, useT } from "~/web/features/languages/language-context";
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
  const t = useT();
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
    ? (storefronts.find((s) => s.id === one)?.name ?? t("one storefront"))
    : t("all storefronts");
  const noStorefronts = data !== null && data.business_id === null && data.businesses.length === 0;

  return (
    <section aria-labelledby="analytics-title" className="space-y-5">
      <div>
        <h2 id="analytics-title" className="text-xl font-semibold text-stone-900">
          {t("Storefront Analytics")}
        </h2>
        <p className="text-sm text-stone-600">
          {t("Profile views, inquiries (contact and website clicks) and ratings of your storefronts.")}
        </p>
      </div>
      <p role="status" className="sr-only">
        {loading
          ? t("Loading analytics…")
          : data
            ? t("Figures for the last {days} days, {scope}.", { days: data.days, scope: scopeName })
            : ""}
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
            <strong className="font-semibold">{t("Could not load the analytics.")}</strong> {error}
          </span>
          <Button size="sm" variant="outline" onClick={retry}>
            {t("Try again")}
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
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <Icon name="store" className="mx-auto h-10 w-10 text-stone-400" />
      <h3 className="mt-3 text-lg font-semibold text-stone-900">{t("No Storefronts Yet")}</h3>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">
        {t("Create a storefront and its profile views, inquiries and rating will show here.")}
      </p>
    </div>
  );
}

function Figures({ data, loading }: { data: MyAnalytics; loading: boolean }) {
  const t = useT();
  const language = useLanguage();
  const count = (n: number) => formatCount(n, language);
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
          title={t("Profile Views")}
          icon="globe"
          value={count(totals.profile_views)}
          caption={t("Last {days} days", { days: data.days })}
          chart={<Chart kind="line" color={COLORS.views} values={series.map((d) => d.profile_views)} />}
          summary={seriesSummary(series, "profile_views", t, language)}
        />
        <FigureCard
          title={t("Inquiries")}
          icon="phone"
          value={count(totals.inquiries)}
          caption={t("{contact} contact · {website} website clicks", {
            contact: count(contact),
            website: count(website),
          })}
          chart={<Chart kind="bars" color={COLORS.inquiries} values={series.map((d) => d.inquiries)} />}
          summary={seriesSummary(series, "inquiries", t, language)}
        />
        <FigureCard
          title={t("Average Rating")}
          icon="star"
          value={rating === null ? t("None yet") : rating.toFixed(1)}
          caption={
            rating === null
              ? t("No storefront has a rating yet")
              : t("Out of 5, from {count, plural, one {# rated storefront} other {# rated storefronts}}", {
                  count: rated,
                })
          }
          chart={<ShareBar share={(rating ?? 0) / 5} color={COLORS.rating} />}
          summary={rating === null ? "" : t("{rating} out of 5.", { rating: rating.toFixed(1) })}
        />
        <FigureCard
          title={t("Active Storefronts")}
          icon="store"
          value={count(totals.active_storefronts)}
          caption={t("of {count, plural, one {# storefront} other {# storefronts}}", { count: total })}
          chart={<ShareBar share={total ? totals.active_storefronts / total : 0} color={COLORS.active} />}
          summary={t("{active} of {total} storefronts are active and listed in the directory.", {
            active: totals.active_storefronts,
            total,
          })}
        />
      </div>
      {data.business_id === null ? <StorefrontFiguresTable rows={businesses} days={data.days} /> : null}
      <DailyFiguresTable series={series} />
    </div>
  );
}
