import { useNavigate } from "react-router";
import type { Sort } from "~/domain/search/search-params";
import { searchHrefFromForm } from "../search/search-href";
import { filtersToParams, type ListingFilters } from "./listing-query";

const SORT_LABELS: Record<Sort, string> = {
  relevance: "Relevance",
  rating: "Rating",
  newest: "Newest",
  name: "Name",
  tier: "Tier",
};

/**
 * "Sort By": rating, newest, name, tier (and relevance when there is a keyword). Changing it
 * reloads the first page in that order; without JavaScript the Apply button submits it.
 */
export function SortControl({ filters, path }: { filters: ListingFilters; path: string }) {
  const navigate = useNavigate();
  const sorts: Sort[] = filters.keyword
    ? ["relevance", "rating", "newest", "name", "tier"]
    : ["newest", "rating", "name", "tier"];
  const current = filters.sort ?? (filters.keyword ? "relevance" : "newest");
  const hidden = Object.entries(filtersToParams(filters)).filter(([key, value]) => key !== "sort" && value);
  return (
    <form
      method="get"
      action={path}
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchHrefFromForm(path, event.currentTarget), { preventScrollReset: true });
      }}
    >
      {hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="sort-by" className="whitespace-nowrap text-sm font-medium text-stone-700">
        Sort By
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
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm">
          Apply
        </button>
      </noscript>
    </form>
  );
}
