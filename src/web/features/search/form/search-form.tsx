import type { ComponentProps, FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { MAX_KEYWORD_LENGTH, type SearchKey } from "~/domain/search/search-keys";
import type { BusinessSearch } from "~/domain/search/search-params";
import { searchToQuery } from "~/domain/search/search-query";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { searchHrefFromForm } from "~/web/features/search/search-href";
import { DIRECTORY_PAGE, LISTING_PAGE, type SearchPage } from "~/web/features/search/search-pages";
import { NEAR_KEYS, NearField } from "./near-field";
import {
  COUNTRY_OPTIONS,
  countryOptionValue,
  DIRECTORY_CATEGORY_OPTIONS,
  type Option,
  OTHER_CERTIFICATION_OPTIONS,
  optionValue,
  SEARCH_CATEGORY_OPTIONS,
  TIER_OPTIONS,
} from "./search-options";
import { SelectField, TextField } from "./select-field";

type Field =
  | "keyword"
  | "location"
  | "near"
  | "category"
  | "country"
  | "tier"
  | "open_now"
  | "naics"
  | "service_area"
  | "other_certification";

type Variant = {
  page: SearchPage;
  fields: readonly Field[];
  /** The form's accessible name; its fields' ids start with `id`. */
  label: MessageId;
  id: string;
  /** The page's other search values go along (hidden); otherwise the form starts a new search. */
  keepOthers: boolean;
  /** The form filters the page it is on: the scroll position stays and, with JavaScript, selects apply at once. */
  inPlace: boolean;
  submitOnChange: boolean;
  categories: readonly Option[];
  locationPlaceholder: MessageId;
  className: string;
  /** Where the Near field sits in the form's grid. */
  nearClassName: string;
};

const LISTING_LOCATION: MessageId = "City, state/province, postcode...";

const VARIANTS = {
  /** Home and the top of /businesses: a new search of the listing. */
  search: {
    page: LISTING_PAGE,
    fields: ["keyword", "location", "category", "country", "near"],
    label: "Search form",
    id: "search",
    keepOthers: false,
    inPlace: false,
    submitOnChange: false,
    categories: SEARCH_CATEGORY_OPTIONS,
    locationPlaceholder: LISTING_LOCATION,
    // One row only where the text boxes keep room for their whole placeholders.
    className:
      "grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-2 xl:grid-cols-[minmax(15.5rem,1fr)_minmax(18rem,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-end",
    nearClassName: "md:col-span-2 xl:order-last xl:col-span-2",
  },
  /** The results' Filter panel: every filter; the tab and the sort stay. */
  filters: {
    page: LISTING_PAGE,
    fields: [
      "keyword",
      "location",
      "near",
      "category",
      "country",
      "tier",
      "naics",
      "service_area",
      "other_certification",
      "open_now",
    ],
    label: "Filters",
    id: "filter",
    keepOthers: true,
    inPlace: true,
    submitOnChange: false,
    categories: SEARCH_CATEGORY_OPTIONS,
    locationPlaceholder: LISTING_LOCATION,
    className:
      "absolute start-0 z-30 mt-2 grid w-[min(22rem,calc(100vw-2rem))] gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-lg sm:start-auto sm:end-0",
    nearClassName: "",
  },
  /** /directory's filter panel: the hero's search stays. */
  directory: {
    page: DIRECTORY_PAGE,
    fields: ["location", "category", "tier", "naics", "near", "service_area", "other_certification"],
    label: "Directory filters",
    id: "directory",
    keepOthers: true,
    inPlace: true,
    submitOnChange: true,
    categories: DIRECTORY_CATEGORY_OPTIONS,
    locationPlaceholder: "City, state, zip",
    className:
      "grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_auto] lg:items-end",
    // Row two on a wide screen: the Near field under Location, Serves, Other certification, then Apply Filters.
    nearClassName: "sm:col-span-2 lg:col-span-1",
  },
} satisfies Record<string, Variant>;

export type SearchFormVariant = keyof typeof VARIANTS;

type SearchFormProps = {
  variant: SearchFormVariant;
  search?: Partial<BusinessSearch>;
  /** A place the search could not find, said under the Near box. */
  placeMessage?: string | null;
};

/**
 * The one search form: the variant chooses its fields, layout and buttons. A GET form, so it
 * works without JavaScript; with JavaScript it navigates to the clean URL of the search.
 */
export function SearchForm({ variant, search = {}, placeMessage }: SearchFormProps) {
  const v: Variant = VARIANTS[variant];
  const t = useT();
  const local = useLocalPath();
  const submit = useSearchSubmit(v.page, v.inPlace);
  const name = (key: SearchKey) => v.page.names?.[key] ?? key;
  const onSelect = v.submitOnChange
    ? (event: { currentTarget: HTMLSelectElement }) => event.currentTarget.form?.requestSubmit()
    : undefined;

  const text = (
    key: "keyword" | "location" | "naics" | "service_area",
    label: MessageId,
    { placeholder, ...more }: Omit<ComponentProps<"input">, "placeholder"> & { placeholder: MessageId },
  ) => (
    <TextField
      key={key}
      id={`${v.id}-${key}`}
      name={name(key)}
      label={t(label)}
      maxLength={MAX_KEYWORD_LENGTH}
      defaultValue={search[key]}
      placeholder={t(placeholder)}
      {...more}
    />
  );
  const select = (key: Field, label: MessageId, options: readonly Option[], value: string) => (
    <SelectField
      key={key}
      id={`${v.id}-${key}`}
      name={name(key)}
      label={t(label)}
      options={options}
      defaultValue={value}
      onChange={onSelect}
    />
  );
  const field = (key: Field) => {
    switch (key) {
      case "keyword":
        return text(key, "Keyword", { type: "search", placeholder: "Business name, keyword..." });
      case "location":
        return text(key, "Location", { placeholder: v.locationPlaceholder });
      case "naics":
        // What buyers search by: a NAICS sector or industry (2 to 6 digits) and where a supplier works.
        return text(key, "NAICS code", {
          inputMode: "numeric",
          maxLength: 6,
          placeholder: "e.g. 54 or 541511",
        });
      case "service_area":
        return text(key, "Serves", { maxLength: 10, placeholder: "e.g. US or US-GA" });
      case "other_certification":
        return select(
          key,
          "Other certification",
          OTHER_CERTIFICATION_OPTIONS,
          optionValue(OTHER_CERTIFICATION_OPTIONS, search.other_certification),
        );
      case "near":
        return (
          <NearField
            key={key}
            id={`${v.id}-near`}
            page={v.page}
            search={search}
            message={placeMessage}
            className={v.nearClassName}
          />
        );
      case "category":
        return select(key, "Category", v.categories, optionValue(v.categories, search.category));
      case "country":
        return select(key, "Country", COUNTRY_OPTIONS, countryOptionValue(search.country));
      case "tier":
        return select(key, "Tier", TIER_OPTIONS, optionValue(TIER_OPTIONS, search.tier));
      case "open_now":
        return (
          <label key={key} className="flex items-center gap-2 text-sm font-medium text-stone-700">
            <input
              type="checkbox"
              name={name(key)}
              value="true"
              defaultChecked={search.open_now}
              className="h-4 w-4"
            />
            {t("Open now")}
          </label>
        );
    }
  };

  return (
    <form
      method="get"
      action={local(v.page.path)}
      aria-label={t(v.label)}
      className={v.className}
      onSubmit={submit}
    >
      {v.keepOthers && <HiddenSearchValues page={v.page} search={search} except={shownKeys(v.fields)} />}
      {v.fields.map(field)}
      {variant === "search" && (
        <Button type="submit" size="field" className="md:col-span-2 xl:col-span-1">
          <Icon name="search" className="h-4 w-4" />
          {t("Search")}
        </Button>
      )}
      {variant === "filters" && (
        <div className="flex justify-end gap-2">
          <Button asChild variant="ghost">
            <Link to={local(v.page.path)}>{t("Reset")}</Link>
          </Button>
          <Button type="submit">{t("Apply Filters")}</Button>
        </div>
      )}
      {variant === "directory" && (
        <Button type="submit" size="field" className="sm:col-span-2 lg:col-span-1">
          {t("Apply Filters")}
        </Button>
      )}
    </form>
  );
}

/** The keys a form's fields set themselves (the Near field sets the place, the position and the map's view). */
function shownKeys(fields: readonly Field[]): SearchKey[] {
  return fields.flatMap((f): SearchKey[] => (f === "near" ? [...NEAR_KEYS] : [f]));
}

type HiddenSearchValuesProps = {
  page: SearchPage;
  search: Partial<BusinessSearch>;
  /** The keys the form shows itself. */
  except: readonly SearchKey[];
};

/** The page's other search values as hidden inputs, so a form that changes some keeps the rest (never the page number). */
export function HiddenSearchValues({ page, search, except }: HiddenSearchValuesProps) {
  const keys = page.keys.filter((key) => key !== "page" && !except.includes(key));
  return [...searchToQuery(search, { ...page, keys })].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * A search form's submit: with JavaScript it goes straight to the clean URL of the search (and
 * closes the panel it is in); without, the browser sends the GET form and the loader cleans the URL.
 * `inPlace`: the form filters the page it is on, so the scroll position stays.
 */
export function useSearchSubmit(page: SearchPage, inPlace: boolean) {
  const navigate = useNavigate();
  const local = useLocalPath();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    form.closest("details")?.removeAttribute("open");
    navigate(local(searchHrefFromForm(page, form)), { preventScrollReset: inPlace });
  };
}
