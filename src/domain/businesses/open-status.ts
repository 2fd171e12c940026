import { type BusinessHours, WEEKDAYS, type Weekday } from "./business-schema";

/** Hours used when a day's entry has no open or close time (09:00 to 17:00). */
export const DEFAULT_OPEN = "09:00";
export const DEFAULT_CLOSE = "17:00";

export type OpenStatus = { isOpen: boolean; label: string };

/** "17:00" → "5PM", "09:30" → "9:30AM", "00:00" → "12AM". */
export function formatHourLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, "0")}${suffix}`;
}

/** Weekday and "HH:MM" of an instant in an IANA time zone (UTC when the zone is unknown). */
export function localWeekdayAndTime(now: Date, timeZone: string): { weekday: Weekday; time: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = partsFormatter(timeZone).formatToParts(now);
  } catch {
    parts = partsFormatter("UTC").formatToParts(now);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const hour = get("hour") === "24" ? "00" : get("hour");
  return { weekday: get("weekday") as Weekday, time: `${hour}:${get("minute")}` };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type Span = { open: string; close: string };

/** The open span of a day's entry, or null when the day is closed or missing. */
function spanOf(hours: BusinessHours, day: Weekday): Span | null {
  const entry = hours[day];
  if (!entry || entry.closed) return null;
  return { open: entry.open || DEFAULT_OPEN, close: entry.close || DEFAULT_CLOSE };
}

const overnight = (s: Span) => s.open > s.close;

/**
 * Whether a business is open now and the label of its card and page, in the
 * business's own time zone. No hours means open. Overnight hours (18:00–02:00) stay open past
 * midnight into the next day.
 */
export function openStatus(hours: BusinessHours | null, timeZone: string, now: Date): OpenStatus {
  if (!hours) return { isOpen: true, label: `Open • Closes at ${formatHourLabel(DEFAULT_CLOSE)}` };

  const { weekday, time } = localWeekdayAndTime(now, timeZone);
  const todayIndex = WEEKDAYS.indexOf(weekday);
  const dayAt = (offset: number) => WEEKDAYS[(((todayIndex + offset) % 7) + 7) % 7]!;

  const today = spanOf(hours, weekday);
  if (today && time >= today.open && (overnight(today) || time < today.close)) {
    return { isOpen: true, label: `Open • Closes at ${formatHourLabel(today.close)}` };
  }
  const yesterday = spanOf(hours, dayAt(-1));
  if (yesterday && overnight(yesterday) && time < yesterday.close) {
    return { isOpen: true, label: `Open • Closes at ${formatHourLabel(yesterday.close)}` };
  }

  if (today && time < today.open) {
    return { isOpen: false, label: `Closed • Opens at ${formatHourLabel(today.open)} today` };
  }
  for (let offset = 1; offset <= 7; offset++) {
    const day = dayAt(offset);
    const span = spanOf(hours, day);
    if (span) {
      const when = offset === 1 ? "tomorrow" : day;
      return { isOpen: false, label: `Closed • Opens at ${formatHourLabel(span.open)} ${when}` };
    }
  }
  return { isOpen: false, label: "Closed" };
}
