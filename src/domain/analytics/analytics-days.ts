import type { AnalyticsDay } from "./analytics-schema";

const DAY_MS = 86_400_000;

/** The UTC day of an instant, as the analytics table keys it (`YYYY-MM-DD`). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The `days` UTC days ending with today's, oldest first, and their first and last. */
export function dayRange(now: Date, days: number): { from: string; to: string; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const list = Array.from({ length: Math.max(1, days) }, (_, i) =>
    utcDay(new Date(today - (days - 1 - i) * DAY_MS)),
  );
  return { from: list[0]!, to: list[list.length - 1]!, days: list };
}

/** A series with one entry per day of `days`: the counted days as given, the others as 0. */
export function fillDays(days: readonly string[], counted: readonly AnalyticsDay[]): AnalyticsDay[] {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    return { day, profile_views: row?.profile_views ?? 0, inquiries: row?.inquiries ?? 0 };
  });
}
