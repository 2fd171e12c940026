import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";

/** A list's matching progress: a progress bar while the job works, the counts once it is done. */
export function MatchingProgress({ list }: { list: VendorList }) {
  if (list.status === "failed") {
    return (
      <p role="alert" className="text-sm text-ember-600">
        {list.error ?? "Matching failed."}
      </p>
    );
  }
  if (list.status === "processing") {
    const percent = list.total_rows ? Math.round((list.matched_rows / list.total_rows) * 100) : 0;
    return (
      <div className="space-y-1">
        <progress
          className="h-2 w-full accent-brand-700"
          max={list.total_rows}
          value={list.matched_rows}
          aria-label={`Matching ${list.name}`}
        />
        <p className="text-sm text-stone-600" aria-live="polite">
          Matching… {list.matched_rows.toLocaleString("en-US")} of {list.total_rows.toLocaleString("en-US")}{" "}
          vendors ({percent} %)
        </p>
      </div>
    );
  }
  const c = list.counts;
  return (
    <p className="text-sm text-stone-600">
      {list.total_rows.toLocaleString("en-US")} {list.total_rows === 1 ? "vendor" : "vendors"}: {c.exact}{" "}
      exact, {c.likely} likely, {c.possible} possible, {c.none} without a match
      {list.to_review > 0 ? ` · ${list.to_review} to review` : ""}
    </p>
  );
}
