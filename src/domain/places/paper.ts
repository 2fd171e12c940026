// Paper sizes by country: US Letter where it is the custom, A4 elsewhere.
import { findCountry } from "./countries";

export type Paper = "Letter" | "A4";

/** Page sizes in PDF points (1/72 inch). */
export const PAPER_SIZES: Record<Paper, [width: number, height: number]> = {
  Letter: [612, 792],
  A4: [595.28, 841.89],
};

/** US Letter where offices print on it (the United States and Canada), A4 everywhere else. */
export function paperForCountry(country: string | null | undefined): Paper {
  const code = findCountry(country)?.code;
  return code === "US" || code === "CA" ? "Letter" : "A4";
}
