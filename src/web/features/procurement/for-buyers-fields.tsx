import { type ReactNode, useState } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { COUNTRIES } from "~/domain/places/countries";
import { REGIONS_BY_COUNTRY } from "~/domain/places/regions";
import { PROCUREMENT_LIMITS, serviceAreaCode } from "~/domain/procurement/procurement-rules";
import { VALUE_RANGE_LABELS, VALUE_RANGES } from "~/domain/procurement/value-ranges";
import { Button } from "~/web/components/ui/button";
import { controlProps, Field, Select, Textarea } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { NaicsPicker } from "./naics-picker";
import type { PastEntryDraft, ProcurementDraft } from "./procurement-draft";
import { useServiceAreaLabel } from "./service-area-label";

type ForBuyersFieldsProps = {
  id: string;
  value: ProcurementDraft;
  onChange(value: ProcurementDraft): void;
  /** The server's field errors, keyed by the body's paths ("naics_codes.0", "past_performance.1.year"). */
  errors: Record<string, string>;
  /** What follows the profile's fields inside the section (its other certifications). */
  children?: ReactNode;
};

const NEW_ENTRY: PastEntryDraft = {
  customer: "",
  scope: "",
  year: "",
  value_range: "",
  hide_customer: false,
};

/** The first error under a path: the field's own, or one of its items'. */
function errorUnder(errors: Record<string, string>, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

/**
 * "For buyers": the procurement profile within the business form, all optional. Every control is
 * a labelled native one or a button, so it works from the keyboard; one column on a phone.
 */
export function ForBuyersFields({ id, value, onChange, errors, children }: ForBuyersFieldsProps) {
  const t = useT();
  const format = useFormat();
  /** A field's error: the browser's are ids; the server's come in the page's language. */
  const shown = (message: string | undefined) => (message ? t(message as MessageId) : undefined);
  /** A country's name in the page's language (a name the catalogues lack stays as the list has it). */
  const countryName = (name: string) => t(name as MessageId);
  const areaLabel = useServiceAreaLabel();
  const set = (patch: Partial<ProcurementDraft>) => onChange({ ...value, ...patch });
  const f = (name: string) => `${id}-${name}`;
  const [country, setCountry] = useState("US");
  const [region, setRegion] = useState("");
  const regions = REGIONS_BY_COUNTRY[country] ?? [];
  const area = { country, region: region || null };
  const areaTaken = value.service_areas.some((a) => serviceAreaCode(a) === serviceAreaCode(area));
  const setEntry = (index: number, patch: Partial<PastEntryDraft>) =>
    set({
      past_performance: value.past_performance.map((entry, i) =>
        i === index ? { ...entry, ...patch } : entry,
      ),
    });

  return (
    <fieldset aria-labelledby={f("title")} className="space-y-4 rounded-lg border border-stone-200 p-4">
      <legend id={f("title")} className="px-1 text-lg font-semibold">
        {t("For buyers")}
      </legend>
      <p className="text-sm text-stone-600">
        {t("What supplier-diversity teams and agencies search by and read. Every part is optional.")}
      </p>

      <NaicsPicker
        id={f("naics")}
        value={value.naics}
        onChange={(naics) => set({ naics })}
        error={shown(errorUnder(errors, "naics_codes"))}
      />

      <Field
        id={f("capabilities")}
        label={t("Capabilities summary")}
        error={shown(errors.capabilities)}
        hint={t("{count} / {max} characters", {
          count: format.number(value.capabilities.length),
          max: format.number(PROCUREMENT_LIMITS.capabilities),
        })}
      >
        <Textarea
          rows={4}
          maxLength={PROCUREMENT_LIMITS.capabilities}
          {...controlProps(f("capabilities"), { error: shown(errors.capabilities), hint: "count" })}
          value={value.capabilities}
          onChange={(event) => set({ capabilities: event.currentTarget.value })}
        />
      </Field>

      <Field id={f("differentiators")} label={t("Differentiators")} error={shown(errors.differentiators)}>
        <Textarea
          rows={3}
          maxLength={PROCUREMENT_LIMITS.differentiators}
          {...controlProps(f("differentiators"), { error: shown(errors.differentiators) })}
          value={value.differentiators}
          onChange={(event) => set({ differentiators: event.currentTarget.value })}
        />
      </Field>

      <div className="space-y-2">
        <h3 className="text-sm font-medium text-stone-700">{t("Service areas")}</h3>
        <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Field id={f("area-country")} label={t("Country served")}>
            <Select
              id={f("area-country")}
              value={country}
              onChange={(event) => {
                setCountry(event.currentTarget.value);
                setRegion("");
              }}
            >
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {countryName(c.name)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={f("area-region")} label={t("State or region served")}>
            <Select
              id={f("area-region")}
              value={region}
              disabled={regions.length === 0}
              onChange={(event) => setRegion(event.currentTarget.value)}
            >
              <option value="">{t("The whole country")}</option>
              {regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            type="button"
            variant="outline"
            disabled={areaTaken || value.service_areas.length >= PROCUREMENT_LIMITS.serviceAreas}
            onClick={() => set({ service_areas: [...value.service_areas, area] })}
          >
            {t("Add area")}
          </Button>
        </div>
        {errorUnder(errors, "service_areas") && (
          <p className="text-sm text-ember-600">{shown(errorUnder(errors, "service_areas"))}</p>
        )}
        {value.service_areas.length > 0 && (
          <ul aria-label={t("Service areas")} className="flex flex-wrap gap-2">
            {value.service_areas.map((a) => (
              <li
                key={serviceAreaCode(a)}
                className="flex items-center gap-1 rounded-full border border-stone-300 py-0.5 ps-3 pe-1 text-sm"
              >
                {areaLabel(a)}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t("Remove {item}", { item: areaLabel(a) })}
                  onClick={() =>
                    set({
                      service_areas: value.service_areas.filter(
                        (other) => serviceAreaCode(other) !== serviceAreaCode(a),
                      ),
                    })
                  }
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="space-y-3">
        <h3 className="text-sm font-medium text-stone-700">{t("Past performance")}</h3>
        {value.past_performance.map((entry, i) => {
          const p = (name: string) => f(`past-${i}-${name}`);
          const err = (name: string) => shown(errors[`past_performance.${i}.${name}`]);
          return (
            <fieldset key={i} className="grid gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">{t("Contract {n}", { n: i + 1 })}</legend>
              <Field id={p("customer")} label={t("Customer")} required error={err("customer")}>
                <Input
                  {...controlProps(p("customer"), { error: err("customer"), required: true })}
                  maxLength={PROCUREMENT_LIMITS.customer}
                  value={entry.customer}
                  onChange={(event) => setEntry(i, { customer: event.currentTarget.value })}
                />
              </Field>
              <Field id={p("year")} label={t("Year")} required error={err("year")}>
                <Input
                  inputMode="numeric"
                  {...controlProps(p("year"), { error: err("year"), required: true })}
                  value={entry.year}
                  onChange={(event) => setEntry(i, { year: event.currentTarget.value })}
                />
              </Field>
              <Field
                id={p("scope")}
                label={t("Scope")}
                required
                error={err("scope")}
                className="sm:col-span-2"
              >
                <Textarea
                  rows={2}
                  maxLength={PROCUREMENT_LIMITS.scope}
                  {...controlProps(p("scope"), { error: err("scope"), required: true })}
                  value={entry.scope}
                  onChange={(event) => setEntry(i, { scope: event.currentTarget.value })}
                />
              </Field>
              <Field id={p("value")} label={t("Value")} error={err("value_range")}>
                <Select
                  {...controlProps(p("value"), { error: err("value_range") })}
                  value={entry.value_range}
                  onChange={(event) =>
                    setEntry(i, { value_range: event.currentTarget.value as PastEntryDraft["value_range"] })
                  }
                >
                  <option value="">{t("Not given")}</option>
                  {VALUE_RANGES.map((range) => (
                    <option key={range} value={range}>
                      {t(VALUE_RANGE_LABELS[range] as MessageId)}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className="flex flex-col justify-end gap-2 sm:flex-row sm:items-end sm:justify-between">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={entry.hide_customer}
                    onChange={(event) => setEntry(i, { hide_customer: event.currentTarget.checked })}
                  />
                  {t("Hide customer name")}
                </label>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => set({ past_performance: value.past_performance.filter((_, j) => j !== i) })}
                >
                  {t("Remove contract {n}", { n: i + 1 })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {errors.past_performance && (
          <p className="text-sm text-ember-600">{shown(errors.past_performance)}</p>
        )}
        <Button
          type="button"
          variant="outline"
          disabled={value.past_performance.length >= PROCUREMENT_LIMITS.pastPerformance}
          onClick={() => set({ past_performance: [...value.past_performance, NEW_ENTRY] })}
        >
          {t("Add past contract")}
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={f("uei")}
          label={t("UEI")}
          error={shown(errors.uei)}
          hint={t("12 letters and digits (SAM.gov)")}
        >
          <Input
            autoCapitalize="characters"
            maxLength={12}
            {...controlProps(f("uei"), { error: shown(errors.uei), hint: "UEI" })}
            value={value.uei}
            onChange={(event) => set({ uei: event.currentTarget.value })}
          />
        </Field>
        <Field
          id={f("cage")}
          label={t("CAGE code")}
          error={shown(errors.cage)}
          hint={t("5 letters and digits")}
        >
          <Input
            autoCapitalize="characters"
            maxLength={5}
            {...controlProps(f("cage"), { error: shown(errors.cage), hint: "CAGE" })}
            value={value.cage}
            onChange={(event) => set({ cage: event.currentTarget.value })}
          />
        </Field>
      </div>
      {children}
    </fieldset>
  );
}
