import type { OpenStatus } from "~/domain/businesses/open-status";
import { formatHourIn, formatWeekdayIn, isWeekday } from "~/domain/languages/local-hours";
import { useLanguage, useT } from "~/web/features/languages/language-context";

/** The labels openStatus writes: "Open • Closes at 5PM", "Closed • Opens at 9:30AM tomorrow", "Closed". */
const LABEL = /^(?:Open • Closes at (?<closes>\S+)|Closed • Opens at (?<opens>\S+) (?<when>\S+))$/;
const HOUR = /^(\d{1,2})(?::(\d{2}))?(AM|PM)$/;

/** "5PM" → "17:00". */
function clockOf(hour: string): string | null {
  const match = HOUR.exec(hour);
  if (!match) return null;
  const h = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${match[2] ?? "00"}`;
}

/**
 * An open status's full label in the page's language (the loader writes it in English, in the business's
 * own time zone): "Fermé • Ouvre à 9:30 demain". English is the label as written.
 */
export function useOpenStatusText(): (status: OpenStatus) => string {
  const t = useT();
  const language = useLanguage();
  return (status) => {
    if (language === "en") return status.label;
    if (status.label === "Closed") return t("Closed");
    const parts = LABEL.exec(status.label)?.groups ?? {};
    const closes = parts.closes && clockOf(parts.closes);
    if (closes) return t("Open • Closes at {time}", { time: formatHourIn(closes, language) });
    const opens = parts.opens && clockOf(parts.opens);
    if (!opens || !parts.when) return status.label;
    const time = formatHourIn(opens, language);
    if (parts.when === "today") return t("Closed • Opens at {time} today", { time });
    if (parts.when === "tomorrow") return t("Closed • Opens at {time} tomorrow", { time });
    if (isWeekday(parts.when))
      return t("Closed • Opens at {time} {day}", { time, day: formatWeekdayIn(parts.when, language) });
    return status.label;
  };
}
