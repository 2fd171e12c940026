import { isNaicsCode } from "~/domain/procurement/naics-list";
import { naicsPrefixes, PROCUREMENT_MESSAGES } from "~/domain/procurement/procurement-rules";
import { AppError } from "~/server/errors";

/** A code outside the shipped NAICS list is refused (400), as a procurement profile's is, before anything is written. */
export function checkNaicsCodes(codes: readonly string[] | undefined): void {
  const unknown = codes?.findIndex((code) => !isNaicsCode(code)) ?? -1;
  if (unknown < 0) return;
  throw new AppError("validation", PROCUREMENT_MESSAGES.naicsUnknown, {
    [`naics_codes.${unknown}`]: PROCUREMENT_MESSAGES.naicsUnknown,
  });
}

/** An opportunity's NAICS columns: its codes, and every prefix of them for the list's `naics` filter. */
export function naicsColumns(codes: string[]) {
  return { naicsCodes: codes, naicsPrefixes: [...new Set(codes.flatMap(naicsPrefixes))] };
}
