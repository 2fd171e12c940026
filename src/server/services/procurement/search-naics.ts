import { searchNaics as findNaics } from "~/domain/procurement/naics-list";
import { NAICS_EDITION } from "~/domain/procurement/procurement-rules";
import type { NaicsSearchResult } from "~/domain/procurement/procurement-schema";

/** The NAICS picker's suggestions: codes that begin with the digits typed, or titles with the words. */
export function searchNaics({ q }: { q?: string }): NaicsSearchResult {
  return { edition: NAICS_EDITION, items: findNaics(q ?? "") };
}
