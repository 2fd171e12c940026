import { Link, useLocation } from "react-router";
import { Button } from "~/web/components/ui/button";
import { withParams } from "../search/search-href";
import { BusinessCard } from "./business-card";
import { CategoryTabs } from "./category-tabs";
import { FilterPanel } from "./filter-panel";
import { hasActiveSearch, listingApiQuery } from "./listing-query";
import { LoadMore } from "./load-more";
import { ResultsHeading } from "./results-heading";
import type { ResultsLoad } from "./results-load";
import { SortControl } from "./sort-control";
import { StatusAlert } from "./status-alert";
import { useLoadMore } from "./use-load-more";
import type { Viewer } from "./viewer";

export const NO_RESULTS_MESSAGE =
  "Business not in the Ujamaa database. Try searching with different keywords or check back later as we continuously add new businesses.";

type BusinessResultsProps = {
  load: ResultsLoad;
  categories: { slug: string; title: string }[];
  now: string;
  viewer: Viewer;
  pageSize: number;
  headingLevel?: 1 | 2;
  /** Where tabs, filters and sort lead: the listing page. */
  path?: string;
};

/** The results section of home and /businesses. Key it by the URL's query so a new search starts over. */
export function BusinessResults({
  load,
  categories,
  now,
  viewer,
  pageSize,
  headingLevel = 2,
  path = "/businesses",
}: BusinessResultsProps) {
  const location = useLocation();
  const search = new URLSearchParams(location.pathname === path ? location.search : "");
  const { filters } = load;
  const activeTab =
    filters.tab ?? categories.find((c) => c.slug === filters.category?.toLowerCase())?.slug ?? "all";

  return (
    <section aria-labelledby="results-title" className="space-y-5">
      <ResultsHeading id="results-title" level={headingLevel} {...filters} />
      <CategoryTabs categories={categories} active={activeTab} path={path} search={search} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {load.status === "ok" ? `${load.total} ${load.total === 1 ? "business" : "businesses"}` : ""}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <FilterPanel filters={filters} path={path} />
          <SortControl filters={filters} path={path} />
        </div>
      </div>
      {load.status === "invalid" && (
        <StatusAlert
          tone="error"
          title="Check your search"
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={path}>Clear search</Link>
            </Button>
          }
        >
          {load.message}
        </StatusAlert>
      )}
      {load.status === "error" && (
        <StatusAlert
          tone="error"
          title="Error"
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={`${location.pathname}${location.search}`}>Retry</Link>
            </Button>
          }
        >
          {load.message}
        </StatusAlert>
      )}
      {load.status === "ok" && (
        <ResultsList load={load} now={now} viewer={viewer} pageSize={pageSize} path={path} search={search} />
      )}
    </section>
  );
}

type ResultsListProps = {
  load: Extract<ResultsLoad, { status: "ok" }>;
  now: string;
  viewer: Viewer;
  pageSize: number;
  path: string;
  search: URLSearchParams;
};

function ResultsList({ load, now, viewer, pageSize, path, search }: ResultsListProps) {
  const query = listingApiQuery(load.filters, load.page, pageSize);
  const more = useLoadMore(load, query);
  const date = new Date(now);

  if (more.items.length === 0) {
    return hasActiveSearch(load.filters) ? (
      <StatusAlert tone="info">{NO_RESULTS_MESSAGE}</StatusAlert>
    ) : (
      <p className="text-stone-600">No businesses are listed yet.</p>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {more.items.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} now={date} viewer={viewer} onDeleted={more.remove} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={more.next !== null}
        loading={more.loading}
        error={more.error}
        nextHref={withParams(path, search, { page: String(more.next ?? "") })}
        onLoadMore={more.loadMore}
        shown={more.items.length}
      />
    </>
  );
}
