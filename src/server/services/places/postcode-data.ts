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
 * Reads the `zipcodes` package's lists once, keeps what lookups need in columns, and lets the
 * package's own objects go (they are several times larger).
 */
export function readPostcodes(): { US: PostcodeColumns; CA: PostcodeColumns } {
  const files = ["zipcodes/lib/codes.js", "zipcodes/lib/codesCanada.js"].map((file) => require.resolve(file));
  const [us, ca] = files.map((file) =>
    Object.values((require(file) as { codes: Record<string, Entry> }).codes),
  );
  for (const file of files) delete require.cache[file];
  return {
    US: columns(
      "US",
      (us ?? []).filter((e) => e.country === "US"),
    ),
    CA: columns("CA", ca ?? []),
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
