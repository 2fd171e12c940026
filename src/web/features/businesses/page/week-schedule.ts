import { type Business, WEEKDAYS, type Weekday } from "~/domain/businesses/business-schema";
import {
  formatHourLabel,
  localWeekdayAndTime,
  type OpenStatus,
  openStatus,
} from "~/domain/businesses/open-status";

export type WeekSchedule = {
  status: OpenStatus;
  /** Each day's English text ("9AM – 5PM", "Closed") and its "HH:MM" hours, for the other languages. */
  days:
    | { day: Weekday; text: string; hours: { open: string; close: string } | null; isToday: boolean }[]
    | null;
};

/**
 * The week's hours as display text with today (in the business's zone) marked, and the open
 * status. Computed by the loader so the page's JavaScript carries no schema or time-zone code.
 */
export function weekSchedule(b: Pick<Business, "business_hours" | "time_zone">, now: Date): WeekSchedule {
  const status = openStatus(b.business_hours, b.time_zone, now);
  if (!b.business_hours) return { status, days: null };
  const { weekday } = localWeekdayAndTime(now, b.time_zone);
  const days = WEEKDAYS.map((day) => {
    const entry = b.business_hours?.[day];
    const hours = !entry || entry.closed ? null : { open: entry.open, close: entry.close };
    const text = hours ? `${formatHourLabel(hours.open)} – ${formatHourLabel(hours.close)}` : "Closed";
    return { day, text, hours, isToday: day === weekday };
  });
  return { status, days };
}
