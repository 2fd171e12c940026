// The procurement profile's words and limits: what buyers search by (NAICS codes, service areas),
// what they read (a capabilities summary, differentiators, past performance) and the federal
// registration codes (UEI, CAGE). No zod, so screens import it without the schema.
import { COUNTRIES } from "~/domain/places/countries";
import { REGIONS_BY_COUNTRY } from "~/domain/places/regions";

/**
 * The edition of the NAICS list the project ships (naics-codes.json). The edition is named wherever
 * codes are shown or chosen, so a buyer knows which list a code belongs to.
 */
export const NAICS_EDITION = "NAICS 2017";

export const PROCUREMENT_LIMITS = {
  naics: 10,
  capabilities: 2_000,
  differentiators: 1_000,
  serviceAreas: 50,
  pastPerformance: 5,
  customer: 100,
  scope: 500,
} as const;

export const NAICS_CODE = /^\d{6}$/;
/** A filter's NAICS prefix: the two-digit sector down to the six-digit industry. */
export const NAICS_PREFIX = /^\d{2,6}$/;
/** A filter's service area: a country code, perhaps with a region code ("US", "US-GA"). */
export const SERVICE_AREA_FILTER = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;
/** SAM.gov's Unique Entity ID: 12 letters and digits, never I or O, the first never 0. */
export const UEI_PATTERN = /^[A-HJ-NP-Z1-9][A-HJ-NP-Z0-9]{11}$/;
/** A CAGE code: 5 letters and digits. */
export const CAGE_PATTERN = /^[A-Z0-9]{5}$/;

export const PROCUREMENT_MESSAGES = {
  naicsFormat: "A NAICS code is six digits",
  naicsUnknown: `Choose NAICS codes from the ${NAICS_EDITION} list`,
  naicsTooMany: `Choose at most ${PROCUREMENT_LIMITS.naics} NAICS codes`,
  naicsRepeated: "Each NAICS code once",
  naicsPrefix: "naics is 2 to 6 digits",
  serviceArea: "service_area is a country code, or a country and region code like US-GA",
  country: "Choose a country from the list",
  region: "Choose a state or region of that country",
  serviceAreasTooMany: `Choose at most ${PROCUREMENT_LIMITS.serviceAreas} service areas`,
  serviceAreaRepeated: "Each service area once",
  pastTooMany: `At most ${PROCUREMENT_LIMITS.pastPerformance} past performance entries`,
  customer: "Customer is required",
  scope: "Scope is required",
  year: "Year must be a year from 1950 to next year",
  valueRange: "Choose a value range from the list",
  uei: "A UEI is 12 letters and digits, without I or O, not starting with 0",
  cage: "A CAGE code is 5 letters and digits",
} as const;

/** The two-digit sector a six-digit code belongs to: derived, never typed. */
export function naicsSector(code: string): string {
  return code.slice(0, 2);
}

/** The prefixes a code is found by: "541511" → 54, 541, 5415, 54151, 541511. */
export function naicsPrefixes(code: string): string[] {
  return [2, 3, 4, 5, 6].map((n) => code.slice(0, n));
}

export type ServiceArea = { country: string; region: string | null };

export function countryOfCode(code: string) {
  return COUNTRIES.find((country) => country.code === code);
}

export function regionOf(country: string, region: string) {
  return REGIONS_BY_COUNTRY[country]?.find((r) => r.code === region);
}

/** "US", or "US-GA" for a region: how a service area is written in a filter and in the CSV. */
export function serviceAreaCode({ country, region }: ServiceArea): string {
  return region ? `${country}-${region}` : country;
}

/** "Georgia, United States", or the country's name alone. */
export function serviceAreaLabel({ country, region }: ServiceArea): string {
  const name = countryOfCode(country)?.name ?? country;
  const place = region ? regionOf(country, region)?.name : undefined;
  return place ? `${place}, ${name}` : name;
}

/** A whole country's key beside its code: a search for one of its regions finds the country-wide. */
export const WHOLE_COUNTRY = "*";

/**
 * The keys a profile's service areas are found by: each country served (whole or in part), each
 * region, and "US-*" for a whole country. A filter "US" matches the key "US"; a filter "US-GA" the
 * keys "US-GA" or "US-*".
 */
export function serviceAreaKeys(areas: ServiceArea[]): string[] {
  const keys = new Set<string>();
  for (const area of areas) {
    keys.add(area.country);
    keys.add(area.region ? serviceAreaCode(area) : `${area.country}-${WHOLE_COUNTRY}`);
  }
  return [...keys];
}

/** What a service_area filter matches any of (see serviceAreaKeys). */
export function serviceAreaFilterKeys(filter: string): string[] {
  const [country, region] = filter.toUpperCase().split("-");
  return region ? [`${country}-${region}`, `${country}-${WHOLE_COUNTRY}`] : [country!];
}
