import { useNavigate } from "react-router";
import { Button } from "~/web/components/ui/button";
import { searchHrefFromForm } from "../search/search-href";
import { DIRECTORY_CATEGORY_OPTIONS, TIER_OPTIONS } from "../search/search-options";
import { SelectField, TextField } from "../search/select-field";
import type { DirectoryFilters } from "./directory-query";

function optionValue(options: readonly { value: string }[], value: string | undefined): string {
  if (!value) return "";
  return options.find((o) => o.value.toLowerCase() === value.toLowerCase())?.value ?? "";
}

/**
 * Location, category and tier. A GET form (works without JavaScript); with JavaScript a changed
 * select applies at once and the URL keeps every filter.
 */
export function DirectoryFilterPanel({ filters }: { filters: DirectoryFilters }) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/directory"
      aria-label="Directory filters"
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchHrefFromForm("/directory", event.currentTarget), { preventScrollReset: true });
      }}
    >
      {filters.search && <input type="hidden" name="search" value={filters.search} />}
      <TextField
        id="directory-location"
        name="location"
        label="Location"
        maxLength={200}
        placeholder="City, state, zip"
        defaultValue={filters.location}
      />
      <SelectField
        id="directory-category"
        name="category"
        label="Category"
        options={DIRECTORY_CATEGORY_OPTIONS}
        defaultValue={optionValue(DIRECTORY_CATEGORY_OPTIONS, filters.category)}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      />
      <SelectField
        id="directory-tier"
        name="tier"
        label="Tier"
        options={TIER_OPTIONS}
        defaultValue={optionValue(TIER_OPTIONS, filters.tier)}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      />
      <Button type="submit" size="field" className="sm:col-span-2 lg:col-span-1">
        Apply Filters
      </Button>
    </form>
  );
}
