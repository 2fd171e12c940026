import { COUNTRIES, findCountry } from "~/domain/places/countries";
import { placeKey } from "~/domain/places/place-query";
import { REGIONS_BY_COUNTRY } from "~/domain/places/regions";
import type { CityColumns } from "./city-data";

/**
 * GeoNames numbers the provinces of Canada and the states of Australia; people write their postal
 * abbreviations. (US states are their abbreviations in GeoNames already.)
 */
const POSTAL_BY_ADMIN: Record<string, Record<string, string>> = {
  CA: {
    "01": "AB",
    "02": "BC",
    "03": "MB",
    "04": "NB",
    "05": "NL",
    "07": "NS",
    "08": "ON",
    "09": "PE",
    "10": "QC",
    "11": "SK",
    "12": "YT",
    "13": "NT",
    "14": "NU",
  },
  AU: { "01": "ACT", "02": "NSW", "03": "NT", "04": "QLD", "05": "SA", "06": "TAS", "07": "VIC", "08": "WA" },
};

/** Other names people give a country. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  us: "US",
  america: "US",
  "united states of america": "US",
  uk: "GB",
  "great britain": "GB",
  britain: "GB",
  "united kingdom of great britain and northern ireland": "GB",
  uae: "AE",
  drc: "CD",
  "democratic republic of the congo": "CD",
  "ivory coast": "CI",
  "republic of ireland": "IE",
  holland: "NL",
  "the netherlands": "NL",
  "south korea": "KR",
  "north korea": "KP",
  russia: "RU",
  "czech republic": "CZ",
  swaziland: "SZ",
};

/** Words that name the kind of a division rather than the division: "Oyo State" is "Oyo". */
const DIVISION_WORDS = new Set([
  "state",
  "region",
  "province",
  "county",
  "district",
  "parish",
  "governorate",
  "department",
  "area",
  "municipality",
  "prefecture",
  "division",
  "regional",
  "of",
  "the",
]);

const withoutDivisionWords = (key: string) =>
  key
    .split(" ")
    .filter((word) => !DIVISION_WORDS.has(word))
    .join(" ");

/** What a part after a comma may name: countries, first-level divisions ("CC.admin"), or both. */
export type Qualifier = { countries: Set<string>; regions: Set<string> };

/**
 * The names of countries and of their first-level divisions, both ways: a city's region and country
 * for its label, and what a typed "GA", "Georgia", "Lagos State", "UK" or "Nigeria" may stand for.
 */
export class PlaceNames {
  private readonly countryByKey = new Map<string, string>();
  private readonly countryNames = new Map<string, string>();
  private readonly regionsByKey = new Map<string, Set<string>>();

  constructor(
    cities: CityColumns,
    private readonly adminNames: Map<string, string>,
  ) {
    const display = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
    const codes = new Set(cities.countries);
    for (const country of COUNTRIES) codes.add(country.code);
    for (const code of codes) {
      const name = findCountry(code)?.name ?? display.of(code) ?? code;
      this.countryNames.set(code, name);
      this.countryByKey.set(placeKey(name), code);
      this.countryByKey.set(placeKey(display.of(code) ?? code), code);
    }
    for (const code of codes) this.countryByKey.set(code.toLowerCase(), code);
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) this.countryByKey.set(alias, code);

    const addRegion = (key: string, id: string) => {
      if (!key) return;
      const ids = this.regionsByKey.get(key) ?? new Set<string>();
      ids.add(id);
      this.regionsByKey.set(key, ids);
    };
    for (const [id, name] of adminNames) {
      const key = placeKey(name);
      addRegion(key, id);
      addRegion(withoutDivisionWords(key), id);
    }
    for (const [country, regions] of Object.entries(REGIONS_BY_COUNTRY)) {
      const adminOf = Object.fromEntries(
        Object.entries(POSTAL_BY_ADMIN[country] ?? {}).map(([admin, postal]) => [postal, admin]),
      );
      for (const region of regions) {
        const id = `${country}.${adminOf[region.code] ?? region.code}`;
        addRegion(placeKey(region.code), id);
        addRegion(placeKey(region.name), id);
      }
    }
  }

  /** "United States", "Nigeria", "Côte d’Ivoire": the country list's name, else the English one. */
  countryName(code: string): string {
    return this.countryNames.get(code) ?? code;
  }

  /** The code of a country as stored on a business or typed: "USA", "Nigeria", "UK", "NG". */
  countryCode(text: string): string | undefined {
    const listed = findCountry(text);
    if (listed) return listed.code;
    const key = placeKey(text);
    return this.countryByKey.get(key) ?? this.countryByKey.get(key.replace(/^the /, ""));
  }

  /** A division's id as the cities carry it. */
  regionId(country: string, admin: string): string {
    return `${country}.${admin}`;
  }

  /** The postal abbreviation people write for a city's state or province ("GA", "ON", "NSW"), if it has one. */
  regionAbbreviation(country: string, admin: string): string | undefined {
    if (country === "US") return admin || undefined;
    return POSTAL_BY_ADMIN[country]?.[admin];
  }

  /** GeoNames' name of a division ("Lagos", "England"), if known. */
  regionName(country: string, admin: string): string | undefined {
    return this.adminNames.get(`${country}.${admin}`);
  }

  /** The divisions (any country) that `text` may name: by abbreviation, name, or name without "State", "Region"… */
  regionsCalled(text: string): Set<string> {
    const key = placeKey(text);
    const ids = new Set(this.regionsByKey.get(key) ?? []);
    for (const id of this.regionsByKey.get(withoutDivisionWords(key)) ?? []) ids.add(id);
    return ids;
  }

  /** What a part after a comma may stand for; empty sets when it names nothing known. */
  qualifier(text: string): Qualifier {
    const country = this.countryCode(text);
    return { countries: new Set(country ? [country] : []), regions: this.regionsCalled(text) };
  }
}
