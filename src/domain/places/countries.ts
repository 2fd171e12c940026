export type Country = {
  code: string;
  name: string;
  /** Label of the region field: State, Province, County, … */
  stateLabel: string;
  postalLabel: "Zip Code" | "Postal Code" | "Postcode";
  /** IANA time zone used when a business gives none. */
  timeZone: string;
};

const c = (
  code: string,
  name: string,
  stateLabel: string,
  timeZone: string,
  postalLabel: Country["postalLabel"] = "Zip Code",
): Country => ({
  code,
  name,
  stateLabel,
  postalLabel,
  timeZone,
});

/** The 20 countries of the directory. The stored country of a business is its name ("USA" for the United States). */
export const COUNTRIES: readonly Country[] = [
  c("US", "United States", "State", "America/New_York"),
  c("CA", "Canada", "Province", "America/Toronto", "Postal Code"),
  c("AU", "Australia", "State", "Australia/Sydney", "Postcode"),
  c("GB", "United Kingdom", "County", "Europe/London", "Postcode"),
  c("BZ", "Belize", "District", "America/Belize"),
  c("JM", "Jamaica", "Parish", "America/Jamaica"),
  c("HN", "Honduras", "Department", "America/Tegucigalpa"),
  c("ZA", "South Africa", "Province", "Africa/Johannesburg"),
  c("NG", "Nigeria", "State", "Africa/Lagos"),
  c("KE", "Kenya", "County", "Africa/Nairobi"),
  c("GH", "Ghana", "Region", "Africa/Accra"),
  c("EG", "Egypt", "Governorate", "Africa/Cairo"),
  c("MA", "Morocco", "Region", "Africa/Casablanca"),
  c("TN", "Tunisia", "Governorate", "Africa/Tunis"),
  c("ET", "Ethiopia", "Region", "Africa/Addis_Ababa"),
  c("UG", "Uganda", "District", "Africa/Kampala"),
  c("TZ", "Tanzania", "Region", "Africa/Dar_es_Salaam"),
  c("ZW", "Zimbabwe", "Province", "Africa/Harare"),
  c("BW", "Botswana", "District", "Africa/Gaborone"),
  c("NA", "Namibia", "Region", "Africa/Windhoek"),
];

/** The default country of a new business, as stored. */
export const DEFAULT_COUNTRY = "USA";

const US_ALIASES = new Set(["usa", "us", "united states", "united states of america"]);

export function findCountry(value: string | null | undefined): Country | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (US_ALIASES.has(v)) return COUNTRIES[0];
  return COUNTRIES.find((country) => country.code.toLowerCase() === v || country.name.toLowerCase() === v);
}

/** The values a stored country may take for one country option (the US is stored as "USA" by default). */
export function storedCountryNames(country: Country): string[] {
  return country.code === "US" ? ["USA", "United States"] : [country.name];
}
