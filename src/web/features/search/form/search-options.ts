import { CATEGORIES, searchFormLabelOf } from "~/domain/categories/categories";
import { TIERS_IN_DIRECTORY_ORDER } from "~/domain/certification/tiers";
import type { MessageId } from "~/domain/languages/catalogs";
import { COUNTRIES, findCountry } from "~/domain/places/countries";
import {
  OTHER_CERTIFICATION_KIND_LABELS,
  OTHER_CERTIFICATION_KINDS,
} from "~/domain/procurement/other-certification-kinds";

/** An option: its value in the URL, its label the English text (translated where the list is shown). */
export type Option = { value: string; label: MessageId };

/** The search form's category options: every category, the value its slug, in the form's words. */
export const SEARCH_CATEGORY_OPTIONS: readonly Option[] = [
  { value: "", label: "All Categories" },
  ...CATEGORIES.map((c) => ({ value: c.slug, label: searchFormLabelOf(c) as MessageId })),
];

/** "All Countries" then the 20 countries of the directory; the value is the country name. */
export const COUNTRY_OPTIONS: readonly Option[] = [
  { value: "", label: "All Countries" },
  ...COUNTRIES.map((c) => ({ value: c.name, label: c.name as MessageId })),
];

/** The directory's category filter list: every category, the value its title. */
export const DIRECTORY_CATEGORY_OPTIONS: readonly Option[] = [
  { value: "", label: "All Categories" },
  ...CATEGORIES.map((c) => ({ value: c.title, label: c.title as MessageId })),
];

/** The directory's tier filter list, in directory order (Preferred first). */
/** Businesses holding an unexpired other certification of a kind (NMSDC MBE, WBENC WBE, …). */
export const OTHER_CERTIFICATION_OPTIONS: readonly Option[] = [
  { value: "", label: "Any certification" },
  ...OTHER_CERTIFICATION_KINDS.map((k) => ({
    value: k,
    label: OTHER_CERTIFICATION_KIND_LABELS[k] as MessageId,
  })),
];

export const TIER_OPTIONS: readonly Option[] = [
  { value: "", label: "All Tiers" },
  ...TIERS_IN_DIRECTORY_ORDER.map((t) => ({ value: t, label: t as MessageId })),
];

/** The option a URL value stands for (its value or its label, in any case), or "" for the first. */
export function optionValue(options: readonly Option[], value: string | undefined): string {
  if (!value) return "";
  const lower = value.toLowerCase();
  return options.find((o) => o.value.toLowerCase() === lower || o.label.toLowerCase() === lower)?.value ?? "";
}

/** The country option for a URL value (a code or a name). */
export function countryOptionValue(country: string | undefined): string {
  return findCountry(country)?.name ?? "";
}
