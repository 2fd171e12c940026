import { cn } from "~/web/lib/cn";
import type { WeekSchedule } from "./week-schedule";

/** The week's hours with today marked, under the open-status label. */
export function WeeklyHours({ schedule, timeZone }: { schedule: WeekSchedule; timeZone: string }) {
  const { status, days } = schedule;
  return (
    <section aria-labelledby="hours-title" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="hours-title" className="font-semibold">
        Hours
      </h2>
      <p className={cn("mt-1 text-sm font-medium", status.isOpen ? "text-green-800" : "text-stone-700")}>
        {status.label}
      </p>
      {days ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{`Opening hours (${timeZone})`}</caption>
          <tbody>
            {days.map(({ day, text, isToday }) => (
              <tr
                key={day}
                aria-current={isToday ? "date" : undefined}
                className={cn(isToday && "bg-brand-50 font-semibold")}
              >
                <th scope="row" className="py-1 pl-2 text-left font-medium">
                  {day}
                  {isToday && <span className="ml-2 text-xs text-brand-700">(Today)</span>}
                </th>
                <td className="py-1 pr-2 text-right">{text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-stone-600">No opening hours listed.</p>
      )}
    </section>
  );
}
