/**
 * Dates as the site writes them: in English ("en-US") and in UTC, so a page rendered on the server,
 * the same page in the browser and an e-mail write the same day whatever the machine's settings.
 * A date is an instant or an ISO string; a bare "yyyy-mm-dd" is that day (midnight UTC).
 */
type DateLike = Date | string;

const DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});
const LONG_DAY = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

const instant = (at: DateLike): Date => (typeof at === "string" ? new Date(at) : at);

/** 'MMM dd, yyyy' (spec part 2 §9): "Nov 05, 2026". */
export function formatDay(at: DateLike): string {
  return DAY.format(instant(at));
}

/** The day in words: "November 5, 2026". */
export function formatLongDay(at: DateLike): string {
  return LONG_DAY.format(instant(at));
}

/** The month's name: "November" (the affidavit writes its date in words). */
export function monthName(at: DateLike): string {
  return MONTH.format(instant(at));
}
