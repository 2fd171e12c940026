import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { SearchItem } from "~/domain/search/search-result";
import { Button } from "~/web/components/ui/button";
import { searchHref } from "~/web/features/search/search-href";
import type { SearchPage } from "~/web/features/search/search-pages";
import { LoadMore } from "~/web/features/shared/load-more";
import { useLoadMore } from "~/web/features/shared/use-load-more";
import { searchBusinesses } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";
import type { ResultsLoad } from "./results-load";
import { StatusAlert } from "./status-alert";

/** Spec: Load More adds the next page after a 500 ms delay. */
const LOAD_MORE_DELAY_MS = 500;

type ResultsListProps = {
  load: Extract<ResultsLoad, { status: "ok" }>;
  page: SearchPage;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  /** Above the grid, given how many businesses it shows. */
  header?: (shown: number) => ReactNode;
  /** A card, given what to call after it changed a business (the list is read again). */
  card: (business: SearchItem, changed: () => Promise<void>) => ReactNode;
};

function loadError(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError
    ? `Failed to load data: ${error.message}`
    : "Failed to load data: the network failed.";
}

/**
 * The server-rendered first page of a search and the pages Load More appends: a grid of cards,
 * or `empty`. Key it by the URL's query so a new search starts over.
 */
export function ResultsList({ load, page, empty, header, card }: ResultsListProps) {
  const more = useLoadMore(load, {
    read: (number) => searchBusinesses({ ...load.search, page: number }),
    idOf: (business) => business.id,
    delayMs: LOAD_MORE_DELAY_MS,
  });
  return (
    <>
      {header?.(more.items.length)}
      {more.items.length === 0 ? (
        empty
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {more.items.map((business) => (
            <li key={business.id}>{card(business, more.refresh)}</li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={more.next !== null}
        loading={more.loading}
        error={loadError(more.error)}
        nextHref={searchHref(page, { ...load.search, page: more.next })}
        onLoadMore={more.loadMore}
        shown={more.items.length}
      />
    </>
  );
}

type ResultsAlertProps = {
  load: Exclude<ResultsLoad, { status: "ok" }>;
  page: SearchPage;
  /** The link to the page without a search. */
  clearLabel: string;
};

/** A refused search, with a link that clears it, or a failed one, with Retry. */
export function ResultsAlert({ load, page, clearLabel }: ResultsAlertProps) {
  const location = useLocation();
  const refused = load.status === "invalid";
  return (
    <StatusAlert
      tone="error"
      title={refused ? "Check your search" : "Error"}
      action={
        <Button asChild variant="outline" size="sm">
          {refused ? (
            <Link to={page.path}>{clearLabel}</Link>
          ) : (
            <Link to={`${location.pathname}${location.search}`}>Retry</Link>
          )}
        </Button>
      }
    >
      {load.message}
    </StatusAlert>
  );
}
