import { type Region, regionsCalled } from "~/domain/places/regions";

/**
 * A typed location, its accents already dropped (accentFree), as tsquery text over the location
 * document (LOCATION_DOCUMENT, db/location-document.ts, whose words have none either): city (A),
 * state or region (B), address (C), postcode (D).
 *
 * - every word must match a whole word of the city, state or address ("GA" is not the "ga" of
 *   "Vegas");
 * - a word with a digit may also start the postcode ("303", "30312", "M5V");
 * - a state's code also finds the state written out, and the other way round ("GA" ↔ "Georgia",
 *   "North Carolina" ↔ "NC"), whichever the business typed.
 *
 * Commas separate parts ("Atlanta, GA"); a part that ends in a state's name takes either form for
 * those words. Null when the location has no word (nothing can match). The words are letters and
 * digits only, so nothing typed is tsquery syntax.
 */
export function locationTsQuery(location: string): string | null {
  const parts = location
    .split(",")
    .map((part) => locationWords(part))
    .filter((words) => words.length > 0);
  const words = parts.flat();
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  return parts.map(partQuery).join(" & ");
}

const MAX_WORDS = 16;

/** Words as to_tsvector('simple') makes them of the document's text (see locationDocument). */
export function locationWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A part's words, the longest ending that names a state also matching that state's code. */
function partQuery(words: string[]): string {
  for (let i = 0; i < words.length; i++) {
    const ending = words.slice(i);
    const states = regionsCalled(ending.join(" ")).filter((region) => !isCode(region, ending));
    if (states.length === 0) continue;
    const asTyped = ending.map(wordQuery).join(" & ");
    return [...words.slice(0, i).map(wordQuery), `(${asTyped} | ${states.map(stateIs).join(" | ")})`].join(
      " & ",
    );
  }
  return words.map(wordQuery).join(" & ");
}

/** One word: a whole word of city, state or address; a postcode's start; a state's code. */
function wordQuery(word: string): string {
  const lexeme = `'${word}'`;
  const forms = [`${lexeme}:ABC`];
  if (/\p{N}/u.test(word)) forms.push(`${lexeme}:*D`);
  for (const region of regionsCalled(word)) if (isCode(region, [word])) forms.push(stateIs(region));
  return forms.length === 1 ? forms[0]! : `(${forms.join(" | ")})`;
}

/** The state field holds this region, by its code or its name. */
function stateIs(region: Region): string {
  return `(${phrase(region.code)} | ${phrase(region.name)})`;
}

/** The words of `text` one after the other in the state field. */
function phrase(text: string): string {
  return locationWords(text)
    .map((word) => `'${word}':B`)
    .join(" <-> ");
}

function isCode(region: Region, words: string[]): boolean {
  return words.length === 1 && region.code.toLowerCase() === words[0];
}
