import { findCountry } from "./countries";
import { REGIONS_BY_COUNTRY, sameRegionName } from "./regions";

/** Zone used when nothing is known about where a business is (the default country is the USA). */
export const FALLBACK_TIME_ZONE = "America/New_York";

/**
 * The IANA time zone a business most likely keeps, from its country and state/province:
 * US states, Canadian provinces and Australian states by their own zone, other countries by the
 * zone of countries.ts. A missing country means the USA; an unknown one means UTC.
 */
export function defaultTimeZone(country: string, state?: string | null): string {
  const found = country.trim() === "" ? findCountry("USA") : findCountry(country);
  if (!found) return "UTC";
  const regions = REGIONS_BY_COUNTRY[found.code];
  if (regions && state) {
    const region = regions.find((x) => sameRegionName(x.code, state) || sameRegionName(x.name, state));
    if (region) return region.zone;
  }
  return found.timeZone;
}
