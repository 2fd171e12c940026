import { WEEKDAYS } from "~/domain/businesses/business-schema";
import type { BusinessHours } from "~/server/db/schema";

/** The same hours every day, with some days closed. */
export function weekly(open: string, close: string, closedDays: readonly string[] = []): BusinessHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { open, close, closed: closedDays.includes(day) }]));
}

/** Weekday hours, with their own Saturday and Sunday hours (null = closed that day). */
export function weekdaysAndWeekend(
  weekday: [string, string],
  saturday: [string, string] | null,
  sunday: [string, string] | null,
): BusinessHours {
  const hours = weekly(weekday[0], weekday[1]);
  hours.Saturday = saturday
    ? { open: saturday[0], close: saturday[1], closed: false }
    : { ...weekday0(weekday), closed: true };
  hours.Sunday = sunday
    ? { open: sunday[0], close: sunday[1], closed: false }
    : { ...weekday0(weekday), closed: true };
  return hours;
}

const weekday0 = ([open, close]: [string, string]) => ({ open, close });
