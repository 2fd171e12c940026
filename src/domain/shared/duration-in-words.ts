const DAY_MS = 24 * 60 * 60 * 1000;

export type DurationUnit = "year" | "month" | "day" | "hour" | "minute";

const UNITS: [DurationUnit, number][] = [
  ["year", 365 * DAY_MS],
  ["month", 30 * DAY_MS],
  ["day", DAY_MS],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/** A duration as a count of its largest whole unit (3 days, 1 month); null under a minute. */
export function durationInUnits(ms: number): { unit: DurationUnit; count: number } | null {
  for (const [unit, size] of UNITS) {
    const count = Math.floor(ms / size);
    if (count >= 1) return { unit, count };
  }
  return null;
}

/** A duration in words, rounded to its largest unit: "3 days", "1 month", "less than a minute". */
export function durationInWords(ms: number): string {
  const duration = durationInUnits(ms);
  if (!duration) return "less than a minute";
  return `${duration.count} ${duration.unit}${duration.count === 1 ? "" : "s"}`;
}
