import { CALLING_CODES, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES } from "~/domain/accounts/phone-countries";
import type { MessageId } from "~/domain/languages/catalogs";
import { COUNTRIES } from "~/domain/places/countries";
import { Select } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useLanguage, useT } from "~/web/features/languages/language-context";

/** Each country's English name, the id of its name in the catalogues. */
const COUNTRY_NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name as MessageId]));

type Props = {
  /** The number input's id; the country list is `${id}-country`. */
  id: string;
  /** In the page's language ("Phone Number" by default). */
  label?: string;
  /** As the form's check or the server wrote it (English); shown in the page's language. */
  error?: string;
  defaultCountry?: string;
};

/**
 * A phone number as people type it in their country ("0712 345 678", "(555) 123-4567"), with the
 * country it is dialled from; a number starting with + needs none. The server turns it into E.164.
 * Form values: `phoneNumber` and `country`.
 */
export function PhoneField({ id, label, error, defaultCountry = DEFAULT_PHONE_COUNTRY }: Props) {
  const t = useT();
  const text = useMessageText();
  const english = useLanguage() === "en";
  const hint = `${id}-hint`;
  const described = [hint, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label ?? t("Phone Number")}</Label>
      {/* On a phone the country list has its own line, so "United States (+1)" is read whole. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-country`} className="sr-only">
          {t("Country")}
        </label>
        <div className="sm:shrink-0">
          <Select
            id={`${id}-country`}
            name="country"
            defaultValue={defaultCountry}
            autoComplete="country"
            className="sm:w-auto"
          >
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {english ? c.label : `${t(COUNTRY_NAMES.get(c.code)!)} (+${CALLING_CODES[c.code]})`}
              </option>
            ))}
          </Select>
        </div>
        <div className="min-w-0 flex-1">
          <Input
            id={id}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
        </div>
      </div>
      <p id={hint} className="text-xs text-stone-500">
        {t("As you dial it at home, or with + and the country code.")}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-ember-600">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The number and country a form holds, as the auth endpoints take them. */
export function phoneOf(form: HTMLFormElement): { phoneNumber: string; country: string } {
  const data = new FormData(form);
  return {
    phoneNumber: String(data.get("phoneNumber") ?? "").trim(),
    country: String(data.get("country") ?? ""),
  };
}
