import fs from "node:fs";
import { createRequire } from "node:module";
import { REGIONS_BY_COUNTRY, sameRegionName } from "~/domain/places/regions";

/**
 * The centroids of one country's postcodes, sorted by code so that a prefix is a range: US ZIP codes
 * (five digits) and Canada's forward sortation areas (the first three characters, "M5V").
 */
export type PostcodeColumns = {
  country: "US" | "CA";
  codes: string[];
  /** The place the code serves, as the list names it ("Atlanta"; for Canada "Downtown Toronto"). */
  places: string[];
  /** Postal abbreviation of the state or province ("GA", "ON"); "" when the list names none we know. */
  regions: string[];
  lat: Float64Array;
  lng: Float64Array;
};

type Entry = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
};

const require = createRequire(import.meta.url);

/** Canadian provinces are named in full in the list ("Ontario"); a few rows name a district instead. */
function provinceCode(name: string): string {
  return REGIONS_BY_COUNTRY.CA?.find((region) => sameRegionName(region.name, name))?.code ?? "";
}

/** "Downtown Toronto (ryerson)" → "Downtown Toronto"; "Petite-bourgogne" stays as it is. */
function placeOf(city: string): string {
  return city.replace(/\s*\(.*$/, "").trim();
}

function columns(country: "US" | "CA", entries: Entry[]): PostcodeColumns {
  const kept = entries
    .filter((e) => Number.isFinite(e.latitude) && Number.isFinite(e.longitude))
    .filter((e) => !(e.latitude === 0 && e.longitude === 0))
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return {
    country,
    codes: kept.map((e) => e.zip),
    places: kept.map((e) => placeOf(e.city)),
    regions: kept.map((e) => (country === "US" ? e.state : provinceCode(e.state))),
    lat: Float64Array.from(kept.map((e) => e.latitude)),
    lng: Float64Array.from(kept.map((e) => e.longitude)),
  };
}

/**
 * The entries of one of the `zipcodes` package's lists. Each list is a module whose first line is
 * `exports.codes = {…JSON…};`: read as JSON it loads several times faster than as code, and leaves no
 * module in memory. Should a later version change that shape, the module itself is loaded instead.
 */
function readList(file: string): Entry[] {
  const path = require.resolve(file);
  const firstLine = fs.readFileSync(path, "utf8").split("\n", 1)[0] ?? "";
  const json = /^exports\.codes\s*=\s*(\{.*\});?\s*$/.exec(firstLine)?.[1];
  if (json) {
    try {
      return Object.values(JSON.parse(json) as Record<string, Entry>);
    } catch {
      // fall through to the module
    }
  }
  const codes = (require(path) as { codes: Record<string, Entry> }).codes;
  delete require.cache[path];
  return Object.values(codes);
}

/** The US ZIP codes and Canadian forward sortation areas of the `zipcodes` package, in columns. */
export function readPostcodes(): { US: PostcodeColumns; CA: PostcodeColumns } {
  return {
    US: columns(
      "US",
      readList("zipcodes/lib/codes.js").filter((e) => e.country === "US"),
    ),
    CA: columns("CA", readList("zipcodes/lib/codesCanada.js")),
  };
}

/** The index of `code` in a sorted list, or -1. */
export function findCode(list: PostcodeColumns, code: string): number {
  const at = lowerBound(list.codes, code);
  return list.codes[at] === code ? at : -1;
}

/** The indexes of the codes that start with `prefix`, in order, at most `limit`. */
export function codesStartingWith(list: PostcodeColumns, prefix: string, limit: number): number[] {
  const found: number[] = [];
  for (let at = lowerBound(list.codes, prefix); at < list.codes.length && found.length < limit; at++) {
    if (!list.codes[at]!.startsWith(prefix)) break;
    found.push(at);
  }
  return found;
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
