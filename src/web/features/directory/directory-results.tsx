import { useState } from "react";
import { Link } from "react-router";
import type { Business } from "~/domain/listing/business-schema";
import { Button } from "~/web/components/ui/button";
import { LoadMore } from "../businesses/load-more";
import type { ResultsLoad } from "../businesses/results-load";
import { StatusAlert } from "../businesses/status-alert";
import { useLoadMore } from "../businesses/use-load-more";
import { searchHref } from "../search/search-href";
import { BusinessDetailsDialog } from "./business-details-dialog";
import { DirectoryCard } from "./directory-card";
import { type DirectoryFilters, directoryApiQuery } from "./directory-query";

type DirectoryResultsProps = {
  load: ResultsLoad;
  filters: DirectoryFilters;
  now: string;
  currentHref: string;
};

const plural = (n: number) => `${n} ${n === 1 ? "business" : "businesses"}`;

/** '{n} businesses found', then the 'Business Directory' grid in tier order with Load More. */
export function DirectoryResults({ load, filters, now, currentHref }: DirectoryResultsProps) {
  if (load.status === "invalid") {
    return (
      <StatusAlert
        tone="error"
        title="Check your search"
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/directory">Clear filters</Link>
          </Button>
        }
      >
        {load.message}
      </StatusAlert>
    );
  }
  if (load.status === "error") {
    return (
      <StatusAlert
        tone="error"
        title="Error"
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={currentHref}>Retry</Link>
          </Button>
        }
      >
        {load.message}
      </StatusAlert>
    );
  }
  return <DirectoryGrid load={load} filters={filters} now={now} />;
}

type DirectoryGridProps = {
  load: Extract<ResultsLoad, { status: "ok" }>;
  filters: DirectoryFilters;
  now: string;
};

function DirectoryGrid({ load, filters, now }: DirectoryGridProps) {
  const more = useLoadMore(load, directoryApiQuery(filters, load.page));
  const [selected, setSelected] = useState<Business | null>(null);
  const date = new Date(now);
  return (
    <>
      <p className="text-lg font-semibold" aria-live="polite">{`${load.total} businesses found`}</p>
      <section aria-labelledby="directory-grid-title" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="directory-grid-title" className="text-2xl font-bold">
            Business Directory
          </h2>
          <p className="text-sm text-stone-600">{`Showing ${plural(more.items.length)}`}</p>
        </div>
        {more.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold">No businesses found</p>
            <p className="mt-1 text-stone-600">
              Try adjusting your search criteria or browse all businesses by clearing the filters.
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {more.items.map((business) => (
              <li key={business.id}>
                <DirectoryCard business={business} now={date} onViewDetails={setSelected} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          hasMore={more.next !== null}
          loading={more.loading}
          error={more.error}
          nextHref={searchHref("/directory", { ...filters, page: more.next })}
          onLoadMore={more.loadMore}
          shown={more.items.length}
        />
      </section>
      <BusinessDetailsDialog business={selected} now={date} onClose={() => setSelected(null)} />
    </>
  );
}
