import { type CountryCode, ParseError, parsePhoneNumberWithError } from "libphonenumber-js";
import { CALLING_CODES } from "./phone-countries";

export const PHONE_MESSAGES = {
  required: "Phone number is required",
  letters: "A phone number has only digits, spaces and the signs + ( ) - .",
  unknownCallingCode: "Unknown country calling code",
  unsupportedCountry: "Phone numbers from this country are not supported",
  invalid: "This is not a valid phone number",
} as const;

export type PhoneParse = { ok: true; e164: string; country: string } | { ok: false; message: string };

/**
 * A number as people type it ("0712 345 678" with Kenya chosen, "(555) 123-4567" with the
 * United States, "+44 20 7946 0958" with any), as E.164, for one of the 20 countries only.
 * Server-side: libphonenumber-js stays out of the browser's bundle.
 */
export function parsePhoneInput(input: unknown, country?: unknown): PhoneParse {
  const text = typeof input === "string" ? input.trim() : "";
  if (!text) return { ok: false, message: PHONE_MESSAGES.required };
  if (!/^[\d\s+().\-/]+$/.test(text) || text.lastIndexOf("+") > 0) {
    return { ok: false, message: PHONE_MESSAGES.letters };
  }
  const hint =
    typeof country === "string" && country.toUpperCase() in CALLING_CODES
      ? (country.toUpperCase() as CountryCode)
      : undefined;
  if (!text.startsWith("+") && !hint) return { ok: false, message: PHONE_MESSAGES.unknownCallingCode };
  try {
    const parsed = parsePhoneNumberWithError(text, hint ? { defaultCountry: hint } : undefined);
    if (!parsed.isValid()) return { ok: false, message: PHONE_MESSAGES.invalid };
    // Numbers under the 20 countries' calling codes: a number libphonenumber places elsewhere
    // under one of them (Guernsey under +44, the Bahamas under +1) counts as the chosen country
    // when it shares the code, else as the first of ours that has it.
    const code = parsed.countryCallingCode;
    const ours = (c: string | undefined) => c !== undefined && CALLING_CODES[c] === code;
    const where = ours(parsed.country)
      ? parsed.country
      : ours(hint)
        ? hint
        : Object.keys(CALLING_CODES).find((c) => CALLING_CODES[c] === code);
    if (!where) return { ok: false, message: PHONE_MESSAGES.unsupportedCountry };
    return { ok: true, e164: parsed.number, country: where };
  } catch (error) {
    if (error instanceof ParseError && error.message === "INVALID_COUNTRY") {
      return { ok: false, message: PHONE_MESSAGES.unknownCallingCode };
    }
    return { ok: false, message: PHONE_MESSAGES.invalid };
  }
}

/**
 * A stored number (E.164) as people read it, grouped the international way for its country:
 * "+1 404 555 0199", "+254 712 345 678", "+44 20 7946 0958"; unchanged if it cannot be read.
 */
export function formatPhoneNumber(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

/** True for a stored number: "+" and 8 to 15 digits. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(value);
}
