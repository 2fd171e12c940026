import { getCountryCallingCode } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "~/domain/places/countries";
import { CALLING_CODES } from "./phone-countries";
import { formatPhoneNumber, PHONE_MESSAGES, parsePhoneInput } from "./phone-number";

describe("parsePhoneInput", () => {
  it("knows the calling code of each of the 20 countries", () => {
    for (const c of COUNTRIES) {
      expect(CALLING_CODES[c.code], c.code).toBe(getCountryCallingCode(c.code as "US"));
    }
  });

  it("accepts the 20 countries' numbers as people type them, as E.164", () => {
    const typed: [string, string, string][] = [
      ["US", "(201) 555-0123", "+12015550123"],
      ["US", "201.555.0123", "+12015550123"],
      ["CA", "416 555 0199", "+14165550199"],
      ["GB", "020 7946 0958", "+442079460958"],
      ["AU", "0412 345 678", "+61412345678"],
      ["KE", "0712 345678", "+254712345678"],
      ["NG", "0803 123 4567", "+2348031234567"],
      ["ZA", "082 123 4567", "+27821234567"],
      ["JM", "876-555-1234", "+18765551234"],
      ["GH", "024 123 4567", "+233241234567"],
      ["EG", "010 1234 5678", "+201012345678"],
    ];
    for (const [country, input, e164] of typed) {
      expect(parsePhoneInput(input, country), input).toEqual({ ok: true, e164, country });
    }
    expect(parsePhoneInput("+254 712 345 678")).toMatchObject({ ok: true, e164: "+254712345678" });
    expect(parsePhoneInput("+254 712 345 678", "US")).toMatchObject({ ok: true, country: "KE" });
  });

  it("refuses letters, unknown calling codes, other countries and impossible numbers with a clear message", () => {
    expect(parsePhoneInput("")).toEqual({ ok: false, message: PHONE_MESSAGES.required });
    expect(parsePhoneInput("555-CALL-NOW", "US")).toEqual({ ok: false, message: PHONE_MESSAGES.letters });
    expect(parsePhoneInput("+999 1234 5678")).toEqual({
      ok: false,
      message: PHONE_MESSAGES.unknownCallingCode,
    });
    expect(parsePhoneInput("0712 345678")).toEqual({ ok: false, message: PHONE_MESSAGES.unknownCallingCode });
    expect(parsePhoneInput("+33 6 12 34 56 78")).toEqual({
      ok: false,
      message: PHONE_MESSAGES.unsupportedCountry,
    });
    expect(parsePhoneInput("123", "US")).toEqual({ ok: false, message: PHONE_MESSAGES.invalid });
  });

  it("shows a stored number grouped the international way for its country", () => {
    expect(formatPhoneNumber("+14045550199")).toBe("+1 404 555 0199");
    expect(formatPhoneNumber("+254712345678")).toBe("+254 712 345678");
    expect(formatPhoneNumber("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhoneNumber("+27115550123")).toBe("+27 11 555 0123");
    expect(formatPhoneNumber("not a number")).toBe("not a number");
  });
});
