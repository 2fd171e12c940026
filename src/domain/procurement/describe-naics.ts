// Server side only, like the list it reads (naics-list): the browser gets the titles in the answers.
import { isNaicsCode, naicsSectorTitle, naicsTitle } from "./naics-list";
import { naicsSector } from "./procurement-rules";

export type NaicsDescription = { code: string; title: string; sector: string; sector_title: string };

/** Codes as the API answers them: each with its title, sector and sector title; a code off the list is left out. */
export function describeNaics(codes: readonly string[]): NaicsDescription[] {
  return codes.filter(isNaicsCode).map((code) => ({
    code,
    title: naicsTitle(code)!,
    sector: naicsSector(code),
    sector_title: naicsSectorTitle(code) ?? "",
  }));
}
