import { Search } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "~/web/components/ui/button";
import { searchHrefFromForm } from "./search-href";
import {
  COUNTRY_OPTIONS,
  categoryOptionValue,
  countryOptionValue,
  SEARCH_CATEGORY_OPTIONS,
} from "./search-options";
import { SelectField, TextField } from "./select-field";

export type SearchFormValues = { keyword?: string; location?: string; category?: string; country?: string };

/**
 * Keyword, location, category and country, submitted to /businesses. "All Categories" and
 * "All Countries" have empty values and are left out of the query. One row only where the text
 * boxes keep room for their whole placeholders.
 */
export function SearchForm({ defaults = {} }: { defaults?: SearchFormValues }) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/businesses"
      aria-label="Search form"
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-2 xl:grid-cols-[minmax(15.5rem,1fr)_minmax(18rem,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchHrefFromForm("/businesses", event.currentTarget));
      }}
    >
      <TextField
        id="search-keyword"
        name="keyword"
        label="Keyword"
        type="search"
        maxLength={200}
        placeholder="Business name, keyword..."
        defaultValue={defaults.keyword}
      />
      <TextField
        id="search-location"
        name="location"
        label="Location"
        maxLength={200}
        placeholder="City, state/province, postcode..."
        defaultValue={defaults.location}
      />
      <SelectField
        id="search-category"
        name="category"
        label="Category"
        options={SEARCH_CATEGORY_OPTIONS}
        defaultValue={categoryOptionValue(defaults.category)}
      />
      <SelectField
        id="search-country"
        name="country"
        label="Country"
        options={COUNTRY_OPTIONS}
        defaultValue={countryOptionValue(defaults.country)}
      />
      <Button type="submit" size="field" className="md:col-span-2 xl:col-span-1">
        <Search aria-hidden="true" className="h-4 w-4" />
        Search
      </Button>
    </form>
  );
}
