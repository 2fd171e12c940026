import type { MessageId } from "~/domain/languages/catalogs";
import { defaultSort, hasPlace, type Sort } from "~/domain/search/search-keys";
import type { BusinessSearch } from "~/domain/search/search-params";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { HiddenSearchValues, useSearchSubmit } from "~/web/features/search/form/search-form";
import { LISTING_PAGE } from "~/web/features/search/search-pages";

const SORT_LABELS: Record<Sort, MessageId> = {
  relevance: "Relevance",
  rating: "Rating",
  newest: "Newest",
  name: "Name",
  tier: "Tier",
  distance: "Distance",
};

/**
 * "Sort By": rating, newest, name, tier (and relevance when there is a keyword, distance around a place). Changing it
 * reloads the first page in that order; without JavaScript the Apply button submits it.
 */
export function SortControl({ search }: { search: BusinessSearch }) {
  const submit = useSearchSubmit(LISTING_PAGE, true);
  const t = useT();
  const local = useLocalPath();
  const sorts: Sort[] = [
    ...(hasPlace(search) ? (["distance"] as const) : []),
    ...(search.keyword
      ? (["relevance", "rating", "newest", "name", "tier"] as const)
      : (["newest", "rating", "name", "tier"] as const)),
  ];
  const current = search.sort ?? defaultSort(search);
  return (
    <form
      method="get"
      action={local(LISTING_PAGE.path)}
      className="flex items-center gap-2"
      onSubmit={submit}
    >
      <HiddenSearchValues page={LISTING_PAGE} search={search} except={["sort"]} />
      <label htmlFor="sort-by" className="whitespace-nowrap text-sm font-medium text-stone-700">
        {t("Sort By")}
      </label>
      <select
        id="sort-by"
        name="sort"
        defaultValue={current}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm">
          {t("Apply")}
        </button>
      </noscript>
    </form>
  );
}
