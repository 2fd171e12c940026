import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";
import { useFormat, useT } from "~/web/features/languages/language-context";

/** A list's matching progress: a progress bar while the job works, the counts once it is done. */
export function MatchingProgress({ list }: { list: VendorList }) {
  const t = useT();
  const format = useFormat();
  if (list.status === "failed") {
    return (
      <p role="alert" className="text-sm text-ember-600">
        {list.error ?? t("Matching failed.")}
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
          aria-label={t("Matching {name}", { name: list.name })}
        />
        <p className="text-sm text-stone-600" aria-live="polite">
          {t("Matching… {done} of {total} vendors ({percent} %)", {
            done: format.number(list.matched_rows),
            total: format.number(list.total_rows),
            percent,
          })}
        </p>
      </div>
    );
  }
  const c = list.counts;
  return (
    <p className="text-sm text-stone-600">
      {t(
        "{count, plural, one {{n} vendor} other {{n} vendors}}: {exact} exact, {likely} likely, {possible} possible, {none} without a match",
        {
          count: list.total_rows,
          n: format.number(list.total_rows),
          exact: c.exact,
          likely: c.likely,
          possible: c.possible,
          none: c.none,
        },
      )}
      {list.to_review > 0 ? ` · ${t("{count} to review", { count: list.to_review })}` : ""}
    </p>
  );
}
