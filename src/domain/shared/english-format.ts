/**
 * Numbers, dollars and "3 days ago" as Intl's "en-US" writes them, written out by hand for the reason
 * src/domain/shared/format-date.ts gives: English pages construct no Intl formatter while they start.
 * The tests compare each with Intl's output.
 */

/**
 * A number as Intl.NumberFormat("en-US", { maximumFractionDigits }) writes it ("1,250", "4.5"). As Intl
 * does, it rounds the number's shortest decimal form (1.005 is "1.005", so 1.01), half away from zero.
 * NaN and the infinities are left to Intl.
 */
export function formatEnglishNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat("en-US", { maximumFractionDigits }).format(value);
  let [whole, fraction] = decimalParts(Math.abs(value));
  if (fraction.length > maximumFractionDigits) {
    const roundUp = fraction[maximumFractionDigits]! >= "5";
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundUp) {
      const digits = (BigInt(whole + fraction) + 1n).toString().padStart(whole.length + fraction.length, "0");
      whole = digits.slice(0, digits.length - fraction.length);
      fraction = digits.slice(digits.length - fraction.length);
    }
  }
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const kept = fraction.replace(/0+$/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}${kept ? `.${kept}` : ""}`;
}

/** The whole and fraction digits of a non-negative number's shortest form, "1.5e-7" and "1e21" expanded. */
function decimalParts(abs: number): [string, string] {
  const [mantissa = "", exponent = "0"] = String(abs).split("e");
  const [integer = "", decimals = ""] = mantissa.split(".");
  const digits = integer + decimals;
  const point = integer.length + Number(exponent);
  if (point <= 0) return ["0", "0".repeat(-point) + digits];
  if (point >= digits.length) return [digits + "0".repeat(point - digits.length), ""];
  return [digits.slice(0, point), digits.slice(point)];
}

/** US dollars with cents only when there are some: "$1,200", "$12,000.5" (Intl's currency, 0–2 digits). */
export function formatEnglishDollars(amount: number): string {
  const figure = formatEnglishNumber(amount, 2);
  return figure.startsWith("-") ? `-$${figure.slice(1)}` : `$${figure}`;
}

export type RelativeUnit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

const NEAREST: Record<RelativeUnit, [string, string, string]> = {
  year: ["last year", "this year", "next year"],
  month: ["last month", "this month", "next month"],
  week: ["last week", "this week", "next week"],
  day: ["yesterday", "today", "tomorrow"],
  hour: ["", "this hour", ""],
  minute: ["", "this minute", ""],
  second: ["", "now", ""],
};

/** What Intl.RelativeTimeFormat("en-US", { numeric: "auto" }) writes: "yesterday", "3 days ago", "in 2 hours". */
export function englishRelativeTime(value: number, unit: RelativeUnit): string {
  const nearest = Number.isInteger(value) && Math.abs(value) <= 1 ? NEAREST[unit][value + 1] : "";
  if (nearest) return nearest;
  const size = Math.abs(value);
  const count = `${formatEnglishNumber(size)} ${unit}${size === 1 ? "" : "s"}`;
  return value < 0 || Object.is(value, -0) ? `${count} ago` : `in ${count}`;
}
