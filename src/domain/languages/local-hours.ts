import type { Weekday } from "~/domain/businesses/business-schema";
import type { Language } from "./languages";
import { LOCALES } from "./local-format";

/**
 * Opening hours in the page's language (decision 062): English keeps the spec's words ("Monday", "5PM",
 * "9:30AM"); the others are written by Intl ("lundi", "17:00", "5:00 م"). No zod here: the business
 * page's script uses it.
 */

/** The days in WEEKDAYS' order, each as a day of a week that starts on a Monday (1 January 2024). */
const DAY_INDEX: Record<Weekday, number> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 7,
};

/** Whether a word is a weekday's English name ("Monday"), without the schemas' code. */
export const isWeekday = (word: string): word is Weekday => Object.hasOwn(DAY_INDEX, word);

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** A weekday's name: "Monday", "lundi", "lunes", "الاثنين". */
export function formatWeekdayIn(day: Weekday, language: Language): string {
  if (language === "en") return day;
  const weekday = formatter(
    `weekday:${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { weekday: "long", timeZone: "UTC" }),
  );
  return weekday.format(new Date(Date.UTC(2024, 0, DAY_INDEX[day])));
}

/** An "HH:MM" time of day: "5PM" and "9:30AM" in English, "17:00" in French and Spanish. */
export function formatHourIn(hhmm: string, language: Language): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  if (language === "en") {
    const hour12 = h % 12 === 0 ? 12 : h % 12;
    const suffix = h < 12 ? "AM" : "PM";
    return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, "0")}${suffix}`;
  }
  const time = formatter(
    `time:${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  return time.format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

/** A rating to one decimal: "4.0" in English, "4,0" in French and Spanish. */
export function formatRatingIn(rating: number, language: Language): string {
  if (language === "en") return rating.toFixed(1);
  return formatter(
    `rating:${language}`,
    () => new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(rating);
}
