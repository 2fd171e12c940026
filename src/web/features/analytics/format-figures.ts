import type { AnalyticsDay } from "~/domain/analytics/analytics-schema";

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

/** A series day (`YYYY-MM-DD`, UTC) as "Nov 23". */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** One sentence a screen reader hears in place of a chart of one figure per day. */
export function seriesSummary(series: readonly AnalyticsDay[], key: "profile_views" | "inquiries"): string {
  const noun = key === "profile_views" ? "views" : "inquiries";
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return "";
  const best = series.reduce((top, day) => (day[key] > top[key] ? day : top), first);
  const span = `from ${formatDay(first.day)} to ${formatDay(last.day)}`;
  if (best[key] === 0) return `No ${noun} ${span}.`;
  return `Daily ${noun} ${span}: the most, ${formatCount(best[key])}, on ${formatDay(best.day)}; ${formatCount(last[key])} today.`;
}
