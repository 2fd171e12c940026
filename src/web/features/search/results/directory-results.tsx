import { useState } from "react";
import type { Business } from "~/domain/businesses/business-schema";
import { DirectoryCard } from "~/web/features/businesses/card/directory-card";
import { useT } from "~/web/features/languages/language-context";
import { DIRECTORY_PAGE } from "~/web/features/search/search-pages";
import { BusinessDetailsDialog } from "./business-details-dialog";
import { useCount } from "./count";
import { DirectoryCsvButton } from "./directory-csv-button";
import { distanceOf } from "./distance-of";
import { ResultsAlert, ResultsList, ResultsNotice } from "./results-list";
import type { ResultsLoad } from "./results-load";
import { ResultsViewSwitch } from "./results-view";
import { StatusAlert } from "./status-alert";

/** '{n} businesses found' ('1 business found'), then the 'Business Directory' grid in tier order with Load More. Key it by the URL's query. */
export function DirectoryResults({ load, now }: { load: ResultsLoad; now: string }) {
  const [selected, setSelected] = useState<Business | null>(null);
  const t = useT();
  const count = useCount();
  if (load.status !== "ok")
    return <ResultsAlert load={load} page={DIRECTORY_PAGE} clearLabel="Clear filters" />;
  const date = new Date(now);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold" aria-live="polite">
          {t("{count, plural, one {{n} business found} other {{n} businesses found}}", count(load.total))}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ResultsViewSwitch />
          {load.total > 0 && <DirectoryCsvButton search={load.search} />}
        </div>
      </div>
      <section aria-labelledby="directory-grid-title" className="space-y-4">
        <ResultsList
          load={load}
          page={DIRECTORY_PAGE}
          header={(shown) => (
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="directory-grid-title" className="text-2xl font-bold">
                {t("Business Directory")}
              </h2>
              <p className="text-sm text-stone-600">
                {t(
                  "{count, plural, one {Showing {n} business} other {Showing {n} businesses}}",
                  count(shown),
                )}
              </p>
            </div>
          )}
          empty={
            load.notice ? (
              <StatusAlert tone="info">
                <ResultsNotice load={load} />
              </StatusAlert>
            ) : (
              <div className="rounded-lg border border-dashed border-stone-300 bg-white p-10 text-center">
                <p className="text-lg font-semibold">{t("No businesses found")}</p>
                <p className="mt-1 text-stone-600">
                  {t("Try adjusting your search criteria or browse all businesses by clearing the filters.")}
                </p>
              </div>
            )
          }
          card={(business) => (
            <DirectoryCard
              business={business}
              now={date}
              onViewDetails={setSelected}
              distance={distanceOf(business, load.distance_unit)}
            />
          )}
        />
      </section>
      <BusinessDetailsDialog business={selected} now={date} onClose={() => setSelected(null)} />
    </>
  );
}
