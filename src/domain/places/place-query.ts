import { textSchema } from "~/domain/shared/text-schema";
import { MAX_PLACE_QUERY_LENGTH } from "./placement";

export { MAX_PLACE_QUERY_LENGTH };

/** How many suggestions the place box gets at most. */
export const MAX_PLACE_SUGGESTIONS = 8;

/** A place as people type it, trimmed: 1 to 100 characters. */
export const placeTextSchema = textSchema()
  .trim()
  .min(1, "Type a place: a city, or a postcode")
  .max(MAX_PLACE_QUERY_LENGTH, `A place must be at most ${MAX_PLACE_QUERY_LENGTH} characters`);

/** Letters that do not come apart into a base letter and a mark (NFD), spelt the way keyboards write them. */
const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Short words of place names written either way: "St. Louis" and "Saint Louis" are one place. */
const SHORT_WORDS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  mt: "mount",
  ft: "fort",
};

const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const SHORT_WORD = /\b(?:st|ste|mt|ft)\b/;

/**
 * The form of a place name that two spellings of it share: lower case, no accents ("Montréal" is
 * "montreal"), no apostrophes ("St. John's" is "saint johns"), every other mark a single space, and
 * the short words written out ("St." is "saint", "Mt" is "mount").
 */
export function placeKey(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain words already ("atlanta", "new york"): no need for the full rewrite.
  if (PLAIN.test(lower) && !SHORT_WORD.test(lower)) return lower;
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/['’‘`ʻ]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map((word) => SHORT_WORDS[word] ?? word)
    .join(" ");
}

/** A postcode as typed, in the shape of one country's codes. */
export type TypedPostcode =
  | { country: "US"; code: string }
  | { country: "CA"; code: string }
  | { country: "GB"; code: string };

const US_ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z])(?:\s*\d[A-Z]\d)?$/;
const GB_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(?:\s*\d[A-Z]{2})?$/;

/**
 * The postcode `text` is, if it has the shape of one: a US ZIP code ("30303", "30303-1234": its five
 * digits), a Canadian postal code ("M5V 2T6", "m5v": its forward sortation area, "M5V"), a UK
 * postcode ("SW9 8LF": its outward code, "SW9"). A Canadian shape is tried before the UK's.
 */
export function typedPostcode(text: string): TypedPostcode | null {
  const compact = text.trim().toUpperCase();
  const zip = US_ZIP.exec(compact);
  if (zip) return { country: "US", code: zip[1]! };
  const canadian = CA_POSTAL.exec(compact);
  if (canadian) return { country: "CA", code: canadian[1]! };
  const british = GB_POSTCODE.exec(compact);
  if (british) return { country: "GB", code: british[1]! };
  return null;
}

/** A typed place split at its commas: "Decatur, Georgia" is the name "Decatur" in "Georgia". */
export type PlaceParts = { name: string; qualifiers: string[] };

export function placeParts(text: string): PlaceParts {
  const [name = "", ...qualifiers] = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return { name, qualifiers };
}
