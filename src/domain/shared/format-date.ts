/**
 * Dates as the site writes them: in English ("en-US") and in UTC, so a page rendered on the server,
 * the same page in the browser and an e-mail write the same day whatever the machine's settings.
 * A date is an instant or an ISO string; a bare "yyyy-mm-dd" is that day (midnight UTC).
 *
 * Written out by hand rather than with Intl.DateTimeFormat: a browser's first Intl formatter loads the
 * locale and time-zone data, 25–60 ms on the main thread of a fresh page, which every English page paid
 * while its scripts started. The test checks each form against Intl's "en-US" output.
 */
type DateLike = Date | string;

const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function utcParts(at: DateLike): { year: number; month: number; day: number } {
  const date = typeof at === "string" ? new Date(at) : at;
  // As Intl does: a date that is not one is an error, not "Invalid Date" on the page.
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  const year = date.getUTCFullYear();
  // Years before 1 are written as Intl writes them without an era: year 0 is 1 (BC).
  return { year: year > 0 ? year : 1 - year, month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** 'MMM dd, yyyy' (spec part 2 §9): "Nov 05, 2026". */
export function formatDay(at: DateLike): string {
  const { year, month, day } = utcParts(at);
  return `${LONG_MONTHS[month]!.slice(0, 3)} ${String(day).padStart(2, "0")}, ${year}`;
}

/** The day in words: "November 5, 2026". */
export function formatLongDay(at: DateLike): string {
  const { year, month, day } = utcParts(at);
  return `${LONG_MONTHS[month]} ${day}, ${year}`;
}

/** The month's name: "November" (the affidavit writes its date in words). */
export function monthName(at: DateLike): string {
  return LONG_MONTHS[utcParts(at).month]!;
}
