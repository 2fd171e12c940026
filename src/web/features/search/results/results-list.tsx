import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import type { MapBbox } from "~/domain/places/map-bounds";
import { bboxText, placeNotFoundMessage } from "~/domain/search/search-area";
import type { SearchItem } from "~/domain/search/search-result";
import { Button } from "~/web/components/ui/button";
import { type Translate, useLocalPath, useT } from "~/web/features/languages/language-context";
import { LazyResultsMap } from "~/web/features/places/lazy-results-map";
import { searchHref } from "~/web/features/search/search-href";
import type { SearchPage } from "~/web/features/search/search-pages";
import { LoadMore } from "~/web/features/shared/load-more";
import { useLoadMore } from "~/web/features/shared/use-load-more";
import { searchBusinesses } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";
import { distanceOf } from "./distance-of";
import { type ResultsLoad, SEARCH_FAILED } from "./results-load";
import { useResultsView, withView } from "./results-view";
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

function loadError(error: unknown, t: Translate): string | null {
  if (!error) return null;
  return error instanceof ApiError
    ? t("Failed to load data: {message}", { message: error.message })
    : t("Failed to load data: the network failed.");
}

/** A map's view to 4 decimals (about 10 m), so its URL stays readable. */
const roundBbox = (bbox: MapBbox): MapBbox => {
  const r = (n: number) => Math.round(n * 10_000) / 10_000;
  return { west: r(bbox.west), south: r(bbox.south), east: r(bbox.east), north: r(bbox.north) };
};

/**
 * The server-rendered first page of a search and the pages Load More appends: a grid of cards,
 * or `empty`. Key it by the URL's query so a new search starts over.
 */
export function ResultsList({ load, page, empty, header, card }: ResultsListProps) {
  const navigate = useNavigate();
  const t = useT();
  const local = useLocalPath();
  const view = useResultsView();
  const more = useLoadMore(load, {
    read: (number) => searchBusinesses({ ...load.search, page: number }),
    idOf: (business) => business.id,
    delayMs: LOAD_MORE_DELAY_MS,
  });
  return (
    <>
      {view === "map" && (
        <LazyResultsMap
          // A new search fits the map to its results; Load More adds markers to the view as it is.
          key={searchHref(page, load.search)}
          markers={more.items.flatMap((b) =>
            b.location
              ? [
                  {
                    id: b.id,
                    name: b.name,
                    lat: b.location.lat,
                    lng: b.location.lng,
                    href: local(`/business/${b.id}`),
                    tier: b.certification_tier === "Free" ? undefined : b.certification_tier,
                    distanceLabel: distanceOf(b, load.distance_unit),
                  },
                ]
              : [],
          )}
          onSearchArea={(bbox) =>
            navigate(
              withView(
                local(
                  searchHref(page, {
                    ...load.search,
                    bbox: bboxText(roundBbox(bbox)),
                    radius: undefined,
                    page: undefined,
                  }),
                ),
                "map",
              ),
              { preventScrollReset: true },
            )
          }
        />
      )}
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
        error={loadError(more.error, t)}
        nextHref={local(searchHref(page, { ...load.search, page: more.next }))}
        onLoadMore={more.loadMore}
        shown={more.items.length}
        endText={t("You've reached the end of the results.")}
      />
    </>
  );
}

type ResultsAlertProps = {
  load: Exclude<ResultsLoad, { status: "ok" }>;
  page: SearchPage;
  /** The link to the page without a search. */
  clearLabel: MessageId;
};

/** A refused search, with a link that clears it, or a failed one, with Retry. */
export function ResultsAlert({ load, page, clearLabel }: ResultsAlertProps) {
  const location = useLocation();
  const t = useT();
  const local = useLocalPath();
  const refused = load.status === "invalid";
  return (
    <StatusAlert
      tone="error"
      title={refused ? t("Check your search") : t("Error")}
      action={
        <Button asChild variant="outline" size="sm">
          {refused ? (
            <Link to={local(page.path)}>{t(clearLabel)}</Link>
          ) : (
            <Link to={`${location.pathname}${location.search}`}>{t("Retry")}</Link>
          )}
        </Button>
      }
    >
      {load.message === SEARCH_FAILED ? t(SEARCH_FAILED) : load.message}
    </StatusAlert>
  );
}

/**
 * Why a page of a search is empty other than for want of matches: a place that could not be found, said in
 * the page's language (the server's English otherwise).
 */
export function ResultsNotice({ load }: { load: Extract<ResultsLoad, { status: "ok" }> }) {
  const t = useT();
  const near = load.search.near;
  if (near && load.notice === placeNotFoundMessage(near))
    return t('We could not find "{near}". Try a city and state, or a postcode.', { near });
  return load.notice;
}
