const DAY_MS = 24 * 60 * 60 * 1000;

const UNITS: [string, number][] = [
  ["year", 365 * DAY_MS],
  ["month", 30 * DAY_MS],
  ["day", DAY_MS],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/** A duration in words, rounded to its largest unit: "3 days", "1 month", "less than a minute". */
export function durationInWords(ms: number): string {
  for (const [unit, size] of UNITS) {
    const n = Math.floor(ms / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? "" : "s"}`;
  }
  return "less than a minute";
}
