import { ANALYTICS_RANGES, type AnalyticsRange } from "~/domain/analytics/analytics-schema";
import { useT } from "~/web/features/languages/language-context";

export const ALL_STOREFRONTS = "all";

type Storefront = { id: string; name: string; is_active: boolean };

type AnalyticsControlsProps = {
  days: AnalyticsRange;
  onDays(days: AnalyticsRange): void;
  storefronts: readonly Storefront[];
  businessId: string;
  onBusiness(id: string): void;
};

/** The window (7, 30 or 90 days) and the storefront (all, or one) the figures are for. */
export function AnalyticsControls({
  days,
  onDays,
  storefronts,
  businessId,
  onBusiness,
}: AnalyticsControlsProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-700">{t("Time range")}</legend>
        <div className="inline-flex rounded-lg bg-stone-100 p-1">
          {ANALYTICS_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              onClick={() => onDays(range)}
              className={`h-9 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                days === range ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900"
              }`}
            >
              {t("{days} days", { days: range })}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex min-w-0 flex-col gap-1 sm:w-72">
        <label htmlFor="analytics-storefront" className="text-sm font-medium text-stone-700">
          {t("Storefront")}
        </label>
        <select
          id="analytics-storefront"
          value={businessId}
          onChange={(event) => onBusiness(event.target.value)}
          className="h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-stone-900"
        >
          <option value={ALL_STOREFRONTS}>{t("All storefronts")}</option>
          {storefronts.map((s) => (
            <option key={s.id} value={s.id}>
              {s.is_active ? s.name : t("{name} (Inactive)", { name: s.name })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
