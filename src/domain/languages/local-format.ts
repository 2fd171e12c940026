import { formatEnglishNumber } from "~/domain/shared/english-format";
import { formatDay } from "~/domain/shared/format-date";
import type { Language } from "./languages";

/**
 * Each language's Intl locale (decision 062). Arabic keeps Latin digits, as the Maghreb writes them and as
 * phone numbers, prices and certificate numbers beside them are written.
 */
export const LOCALES: Record<Language, string> = {
  en: "en-US",
  fr: "fr-FR",
  es: "es",
  ar: "ar-u-nu-latn",
};

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** A day the local way, in UTC; English keeps the spec's "MMM dd, yyyy" ("Nov 05, 2026"). */
export function formatDayIn(at: Date | string, language: Language): string {
  if (language === "en") return formatDay(at);
  const day = formatter(
    `day:${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }),
  );
  return day.format(typeof at === "string" ? new Date(at) : at);
}

/** A count or figure with the language's separators ("1,250" / "1 250" / "1.250"). */
export function formatNumberIn(value: number, language: Language, fractionDigits = 0): string {
  if (language === "en") return formatEnglishNumber(value, fractionDigits);
  return formatter(
    `number:${language}:${fractionDigits}`,
    () => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: fractionDigits }),
  ).format(value);
}

/** US dollars (prices stay in dollars) the language's way: "$1,250.00", "1 250,00 $US". */
export function formatDollarsIn(amount: number, language: Language): string {
  return formatter(
    `usd:${language}`,
    () => new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: "USD" }),
  ).format(amount);
}
