import type { MessageId } from "~/domain/languages/catalogs";
import { hasActiveSearch } from "~/domain/search/search-query";
import { BusinessCard } from "~/web/features/businesses/card/business-card";
import type { Viewer } from "~/web/features/businesses/card/viewer";
import { useT } from "~/web/features/languages/language-context";
import { LISTING_PAGE } from "~/web/features/search/search-pages";
import { CategoryTabs } from "./category-tabs";
import { useCount } from "./count";
import { distanceOf } from "./distance-of";
import { FilterPanel } from "./filter-panel";
import { ResultsHeading } from "./results-heading";
import { ResultsAlert, ResultsList, ResultsNotice } from "./results-list";
import type { ResultsLoad } from "./results-load";
import { ResultsViewSwitch } from "./results-view";
import { SortControl } from "./sort-control";
import { StatusAlert } from "./status-alert";

export const NO_RESULTS_MESSAGE: MessageId =
  "Business not in the Ujamaa database. Try searching with different keywords or check back later as we continuously add new businesses.";

type BusinessResultsProps = {
  load: ResultsLoad;
  categories: { slug: string; title: string }[];
  now: string;
  viewer: Viewer;
  headingLevel?: 1 | 2;
};

/** The results section of home and /businesses (its tabs, filters and sort lead to /businesses). Key it by the URL's query. */
export function BusinessResults({ load, categories, now, viewer, headingLevel = 2 }: BusinessResultsProps) {
  const { search } = load;
  const t = useT();
  const count = useCount();
  const date = new Date(now);
  const activeTab =
    search.tab ?? categories.find((c) => c.slug === search.category?.toLowerCase())?.slug ?? "all";

  return (
    <section aria-labelledby="results-title" className="space-y-5">
      <ResultsHeading id="results-title" level={headingLevel} {...search} />
      <CategoryTabs categories={categories} active={activeTab} search={search} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {load.status === "ok"
            ? t("{count, plural, one {{n} business} other {{n} businesses}}", count(load.total))
            : ""}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ResultsViewSwitch />
          <FilterPanel search={search} />
          <SortControl search={search} />
        </div>
      </div>
      {load.status === "ok" ? (
        <ResultsList
          load={load}
          page={LISTING_PAGE}
          empty={
            load.notice ? (
              <StatusAlert tone="info">
                <ResultsNotice load={load} />
              </StatusAlert>
            ) : hasActiveSearch(search) ? (
              <StatusAlert tone="info">{t(NO_RESULTS_MESSAGE)}</StatusAlert>
            ) : (
              <p className="text-stone-600">{t("No businesses are listed yet.")}</p>
            )
          }
          card={(business, changed) => (
            <BusinessCard
              business={business}
              now={date}
              viewer={viewer}
              onDeleted={() => void changed()}
              distance={distanceOf(business, load.distance_unit)}
              headingLevel={headingLevel === 1 ? 2 : 3}
            />
          )}
        />
      ) : (
        <ResultsAlert load={load} page={LISTING_PAGE} clearLabel="Clear search" />
      )}
    </section>
  );
}
