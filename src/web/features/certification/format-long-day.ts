const FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** 'November 20, 2026', the same on the server and in the browser (dates of an application). */
export function formatLongDay(iso: string): string {
  return FORMAT.format(new Date(iso));
}
