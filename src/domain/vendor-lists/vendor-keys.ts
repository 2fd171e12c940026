import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { VendorFields } from "./vendor-columns";

/**
 * Legal forms dropped from a name before names are compared ("Acme Supply, Inc." is "acme supply"). The
 * database's `vendor_name_key` (migration 0040) drops the same words; a test holds the two together.
 */
export const LEGAL_SUFFIXES = [
  "inc",
  "incorporated",
  "llc",
  "l l c",
  "ltd",
  "limited",
  "co",
  "corp",
  "corporation",
  "company",
  "plc",
  "gmbh",
  "llp",
  "lp",
  "pllc",
  "pc",
] as const;

/** Mail providers anyone may use: a shared domain says nothing about who a vendor is. */
export const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "yandex.com",
  "zoho.com",
]);

const SUFFIX_PATTERN = new RegExp(`\\b(${LEGAL_SUFFIXES.join("|")})\\b`, "g");

/** A name as compared: no accents, lower case, "&" as "and", letters and digits, no legal form, no leading "the". */
export function nameKey(name: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const stripped = ` ${plain} `
    .replace(SUFFIX_PATTERN, " ")
    .replace(/^\s*the\b/, " ")
    .replace(/\s+/g, " ")
    .trim();
  return stripped || plain;
}

/** Digits a phone number is matched by: the last nine of its E.164 form (the national number, mostly). */
export function phoneKey(digits: string): string | null {
  return digits.length >= 7 ? digits.slice(-9) : null;
}

/** A phone number in E.164 when libphonenumber can read it (the row's country, else the US, as its default). */
export function phoneE164(phone: string, country: string | null): string | null {
  const hint = country && /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : "US";
  // biome-ignore lint/suspicious/noExplicitAny: libphonenumber's CountryCode is a closed union; an unknown one is ignored.
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: hint as any });
  return parsed?.isPossible() ? parsed.number : null;
}

/** A website's domain: no scheme, no "www.", no port or path ("https://www.Acme.example/about" → "acme.example"). */
export function webDomain(website: string): string | null {
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:www\.)?([^/:?#@\s]+)/.exec(website.trim().toLowerCase());
  const domain = match?.[1]?.replace(/\.$/, "");
  return domain?.includes(".") ? domain : null;
}

/** An e-mail address's domain, unless it is a public mail provider's. */
export function mailDomain(email: string): string | null {
  const at = email.trim().toLowerCase().lastIndexOf("@");
  const domain =
    at > 0
      ? email
          .trim()
          .toLowerCase()
          .slice(at + 1)
      : "";
  return domain.includes(".") && !PUBLIC_MAIL_DOMAINS.has(domain) ? domain : null;
}

/** A postcode as compared: letters and digits in upper case; a US ZIP+4 as its five digits. */
export function postcodeKey(postcode: string): string | null {
  const key = postcode.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (!key) return null;
  return /^\d{9}$/.test(key) ? key.slice(0, 5) : key;
}

/** The house number a street address starts with ("214 Auburn Ave NE" → "214"). */
export function houseNumber(address: string): string | null {
  return /^\s*(\d+)/.exec(address)?.[1] ?? null;
}

export type VendorKeys = {
  nameKey: string;
  phoneE164: string | null;
  phoneKey: string | null;
  webDomain: string | null;
  mailDomain: string | null;
  postcodeKey: string | null;
  houseNumber: string | null;
};

/** What a vendor row is matched by. */
export function vendorKeys(fields: VendorFields): VendorKeys {
  const e164 = fields.phone ? phoneE164(fields.phone, fields.country) : null;
  const digits = (e164 ?? fields.phone ?? "").replace(/\D/g, "");
  return {
    nameKey: nameKey(fields.name ?? ""),
    phoneE164: e164,
    phoneKey: phoneKey(digits),
    webDomain: fields.website ? webDomain(fields.website) : null,
    mailDomain: fields.email ? mailDomain(fields.email) : null,
    postcodeKey: fields.postcode ? postcodeKey(fields.postcode) : null,
    houseNumber: fields.address ? houseNumber(fields.address) : null,
  };
}
