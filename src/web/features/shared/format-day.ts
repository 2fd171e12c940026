const FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

/** 'MMM dd, yyyy' (part 2 §9), the same on the server and in the browser. */
export function formatDay(iso: string): string {
  return FORMAT.format(new Date(iso));
}
