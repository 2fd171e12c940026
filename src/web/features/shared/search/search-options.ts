import { COUNTRIES, findCountry } from "~/domain/countries/countries";

export type Option = { value: string; label: string };

/** The search form's category options; the value is the category slug. */
export const SEARCH_CATEGORY_OPTIONS: readonly Option[] = [
  { value: "", label: "All Categories" },
  { value: "restaurant", label: "Restaurants" },
  { value: "hotel", label: "Hotels & Lodging" },
  { value: "beauty-barber", label: "Beauty & Barber" },
  { value: "retail-shopping", label: "Retail & Shopping" },
  { value: "professional-services", label: "Professional Services" },
  { value: "real-estate", label: "Real Estate" },
  { value: "auto-sales-repair", label: "Auto Sales & Repair" },
  { value: "historical-sites", label: "Historical Sites" },
  { value: "tourist-attractions", label: "Tourist Attractions" },
  { value: "education", label: "Education" },
  { value: "it-data-telecom", label: "IT-Data-Telecom" },
];

/** "All Countries" then the 20 countries of the directory; the value is the country name. */
export const COUNTRY_OPTIONS: readonly Option[] = [
  { value: "", label: "All Countries" },
  ...COUNTRIES.map((c) => ({ value: c.name, label: c.name })),
];

/** The directory's category filter list; the value is the category title. */
export const DIRECTORY_CATEGORY_OPTIONS: readonly Option[] = [
  { value: "", label: "All Categories" },
  ...[
    "Restaurant",
    "Hotel",
    "Beauty & Barber",
    "Retail & Shopping",
    "Professional Services",
    "Real Estate",
    "Auto Sales & Repair",
    "Historical Sites",
    "Tourist Attractions",
    "Home Improvement",
    "Non-Profit",
    "Transportation",
    "Manufacturing",
    "Education",
    "IT-Data-Telecom",
  ].map((title) => ({ value: title, label: title })),
];

/** The directory's tier filter list. */
export const TIER_OPTIONS: readonly Option[] = [
  { value: "", label: "All Tiers" },
  ...["Preferred", "Certified", "Verified", "Free"].map((t) => ({ value: t, label: t })),
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
