import { formatHourIn, formatWeekdayIn } from "~/domain/languages/local-hours";
import { useOpenStatusText } from "~/web/features/businesses/card/open-status-text";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import type { WeekSchedule } from "./week-schedule";

/** The week's hours with today marked, under the open-status label, in the page's language. */
export function WeeklyHours({ schedule, timeZone }: { schedule: WeekSchedule; timeZone: string }) {
  const t = useT();
  const language = useLanguage();
  const statusText = useOpenStatusText();
  const { status, days } = schedule;
  return (
    <section aria-labelledby="hours-title" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="hours-title" className="font-semibold">
        {t("Hours")}
      </h2>
      <p className={cn("mt-1 text-sm font-medium", status.isOpen ? "text-green-800" : "text-stone-700")}>
        {statusText(status)}
      </p>
      {days ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t("Opening hours ({timeZone})", { timeZone })}</caption>
          <tbody>
            {days.map(({ day, text, hours, isToday }) => (
              <tr
                key={day}
                aria-current={isToday ? "date" : undefined}
                className={cn(isToday && "bg-brand-50 font-semibold")}
              >
                <th scope="row" className="py-1 ps-2 text-start font-medium capitalize">
                  {formatWeekdayIn(day, language)}
                  {isToday && <span className="ms-2 text-xs text-brand-700">{t("(Today)")}</span>}
                </th>
                <td className="py-1 pe-2 text-end">
                  {language === "en"
                    ? text
                    : hours
                      ? `${formatHourIn(hours.open, language)} – ${formatHourIn(hours.close, language)}`
                      : t("Closed")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t("No opening hours listed.")}</p>
      )}
    </section>
  );
}
