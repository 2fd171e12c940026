import { type BusinessHours, WEEKDAYS, type Weekday } from "~/domain/businesses/business-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { formatWeekdayIn } from "~/domain/languages/local-hours";
import { Button } from "~/web/components/ui/button";
import { Input } from "~/web/components/ui/input";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { DEFAULT_CLOSE, DEFAULT_OPEN } from "./form-values";

type WeekHours = Required<BusinessHours>;
type DayHours = WeekHours[Weekday];

type HoursEditorProps = {
  id: string;
  value: BusinessHours | null | undefined;
  onChange(value: WeekHours): void;
  /** Errors by day and field ("Monday.open"), from the form or the server. */
  errors?: Record<string, string | undefined>;
};

const FALLBACK: DayHours = { open: DEFAULT_OPEN, close: DEFAULT_CLOSE, closed: false };

/**
 * Monday to Sunday, each open with its times (default 09:00–17:00) or Closed. 'Close Monday' closes an open
 * day; 'Add Hours' reopens a closed day with the times it had.
 */
export function HoursEditor({ id, value, onChange, errors = {} }: HoursEditorProps) {
  const t = useT();
  const language = useLanguage();
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, value?.[day] ?? FALLBACK])) as WeekHours;
  const update = (day: Weekday, change: Partial<DayHours>) =>
    onChange({ ...week, [day]: { ...week[day], ...change } });

  return (
    <fieldset id={id} className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t("Business Hours")}</legend>
      <ul className="divide-y divide-stone-100 rounded-md border border-stone-200">
        {WEEKDAYS.map((day) => {
          const hours = week[day];
          const error = errors[`${day}.open`] ?? errors[`${day}.close`] ?? errors[day];
          const errorId = `${id}-${day}-error`;
          const dayName = formatWeekdayIn(day, language);
          return (
            <li key={day} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
              <span className="flex-1 text-sm font-medium sm:w-24 sm:flex-none">{dayName}</span>
              {hours.closed ? (
                <>
                  <span className="order-last w-full text-sm text-stone-600 sm:order-none sm:w-auto sm:flex-1">
                    {t("Closed")}
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t("Add Hours for {day}", { day: dayName })}
                    onClick={() => update(day, { closed: false })}
                  >
                    {t("Add Hours")}
                  </Button>
                </>
              ) : (
                <>
                  <span className="order-last flex w-full items-center gap-2 sm:order-none sm:w-auto sm:flex-1">
                    <Input
                      type="time"
                      aria-label={t("{day} opens at", { day: dayName })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      value={hours.open}
                      onChange={(e) => update(day, { open: e.target.value })}
                      className="h-9 w-full max-w-36"
                    />
                    <span className="text-sm text-stone-500">{t("to")}</span>
                    <Input
                      type="time"
                      aria-label={t("{day} closes at", { day: dayName })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      value={hours.close}
                      onChange={(e) => update(day, { close: e.target.value })}
                      className="h-9 w-full max-w-36"
                    />
                  </span>
                  {/* Says what it does, and for which day: a bare "Closed" beside the times read as the day's status. */}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => update(day, { closed: true })}
                  >
                    {t("Close {day}", { day: dayName })}
                  </Button>
                </>
              )}
              {error && (
                <p id={errorId} className="order-last w-full text-sm text-ember-600">
                  {t(error as MessageId)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
