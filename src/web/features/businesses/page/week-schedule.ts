import { type Business, WEEKDAYS } from "~/domain/businesses/business-schema";
import {
  formatHourLabel,
  localWeekdayAndTime,
  type OpenStatus,
  openStatus,
} from "~/domain/businesses/open-status";

export type WeekSchedule = {
  status: OpenStatus;
  days: { day: string; text: string; isToday: boolean }[] | null;
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
    const text =
      !entry || entry.closed ? "Closed" : `${formatHourLabel(entry.open)} – ${formatHourLabel(entry.close)}`;
    return { day, text, isToday: day === weekday };
  });
  return { status, days };
}
