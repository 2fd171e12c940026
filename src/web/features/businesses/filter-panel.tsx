import { SlidersHorizontal } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/web/components/ui/button";
import { searchHrefFromForm } from "../search/search-href";
import {
  COUNTRY_OPTIONS,
  categoryOptionValue,
  countryOptionValue,
  SEARCH_CATEGORY_OPTIONS,
  TIER_OPTIONS,
} from "../search/search-options";
import { SelectField, TextField } from "../search/select-field";
import type { ListingFilters } from "./listing-query";

type FilterPanelProps = { filters: ListingFilters; path: string };

/**
 * The Filter button opens a panel of every filter; applying it puts them in the URL (the page
 * starts again at 1). A <details> element, so it opens and submits without JavaScript too.
 */
export function FilterPanel({ filters, path }: FilterPanelProps) {
  const navigate = useNavigate();
  const active = [filters.location, filters.category, filters.country, filters.tier, filters.open_now].filter(
    Boolean,
  ).length;
  return (
    <details className="group relative">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100">
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filter
        {active > 0 && (
          <span className="rounded-full bg-brand-800 px-1.5 text-xs text-white">
            <span className="sr-only">(</span>
            {active}
            <span className="sr-only"> active)</span>
          </span>
        )}
      </summary>
      <form
        method="get"
        action={path}
        aria-label="Filters"
        className="absolute left-0 z-30 mt-2 grid w-[min(22rem,calc(100vw-2rem))] gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-lg sm:left-auto sm:right-0"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          form.closest("details")?.removeAttribute("open");
          navigate(searchHrefFromForm(path, form), { preventScrollReset: true });
        }}
      >
        <TextField
          id="filter-keyword"
          name="keyword"
          label="Keyword"
          maxLength={200}
          defaultValue={filters.keyword}
        />
        <TextField
          id="filter-location"
          name="location"
          label="Location"
          maxLength={200}
          placeholder="City, state/province, postcode..."
          defaultValue={filters.location}
        />
        <SelectField
          id="filter-category"
          name="category"
          label="Category"
          options={SEARCH_CATEGORY_OPTIONS}
          defaultValue={categoryOptionValue(filters.category)}
        />
        <SelectField
          id="filter-country"
          name="country"
          label="Country"
          options={COUNTRY_OPTIONS}
          defaultValue={countryOptionValue(filters.country)}
        />
        <SelectField
          id="filter-tier"
          name="tier"
          label="Tier"
          options={TIER_OPTIONS}
          defaultValue={filters.tier ?? ""}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <input
            type="checkbox"
            name="open_now"
            value="true"
            defaultChecked={filters.open_now}
            className="h-4 w-4"
          />
          Open now
        </label>
        {filters.tab && <input type="hidden" name="tab" value={filters.tab} />}
        {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
        <div className="flex justify-end gap-2">
          <Button asChild variant="ghost">
            <Link to={path}>Reset</Link>
          </Button>
          <Button type="submit">Apply Filters</Button>
        </div>
      </form>
    </details>
  );
}
