import { COUNTRIES } from "~/domain/places/countries";

/** Country calling codes of the 20 countries (checked against libphonenumber-js in its test). */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  US: "1",
  CA: "1",
  AU: "61",
  GB: "44",
  BZ: "501",
  JM: "1",
  HN: "504",
  ZA: "27",
  NG: "234",
  KE: "254",
  GH: "233",
  EG: "20",
  MA: "212",
  TN: "216",
  ET: "251",
  UG: "256",
  TZ: "255",
  ZW: "263",
  BW: "267",
  NA: "264",
};

/** The choices of the phone field's country list: "Kenya (+254)". */
export const PHONE_COUNTRIES = COUNTRIES.map((c) => ({
  code: c.code,
  label: `${c.name} (+${CALLING_CODES[c.code]})`,
}));

export const DEFAULT_PHONE_COUNTRY = "US";

/**
 * better-auth needs an e-mail address on every account: one made with a phone only gets
 * `<digits>@phone.ujamaa.invalid`, which no mail can reach (RFC 2606) and no one is shown.
 */
export const PHONE_ONLY_EMAIL_DOMAIN = "phone.ujamaa.invalid";

export function phoneOnlyEmail(e164: string): string {
  return `${e164.replace(/\D/g, "")}@${PHONE_ONLY_EMAIL_DOMAIN}`;
}

export function isPhoneOnlyEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);
}
