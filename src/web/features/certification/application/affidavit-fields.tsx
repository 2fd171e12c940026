import {
  AFFIDAVIT_LABELS,
  type AffidavitField,
  OWNERSHIP_STATEMENT,
} from "~/domain/certification/affidavit-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { FormField } from "~/web/components/ui/form-field";
import { asId } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import { useAffidavitMessage } from "./affidavit-messages";

export type AffidavitValues = Record<AffidavitField, string> & { ownershipConfirmed: boolean };

const GROUPS: { legend: MessageId; fields: AffidavitField[] }[] = [
  { legend: "Venue", fields: ["state", "county"] },
  {
    legend: "Declarant and business",
    fields: ["declarantName", "businessName", "businessAddress", "city", "state2", "zipCode"],
  },
  { legend: "Executed on", fields: ["executionDay", "executionMonth", "executionYear"] },
  { legend: "Signed by", fields: ["printedName", "title", "phoneNumber", "emailAddress"] },
  {
    legend: "Notary",
    fields: ["notaryDay", "notaryMonth", "notaryYear", "notaryPublic", "commissionExpires"],
  },
];

const INPUT_TYPE: Partial<Record<AffidavitField, string>> = { emailAddress: "email", phoneNumber: "tel" };
const INPUT_MODE: Partial<Record<AffidavitField, "numeric">> = {
  executionDay: "numeric",
  executionYear: "numeric",
  notaryDay: "numeric",
  notaryYear: "numeric",
};

type AffidavitFieldsProps = {
  values: AffidavitValues;
  errors: Record<string, string>;
  onChange: (field: AffidavitField | "ownershipConfirmed", value: string | boolean) => void;
};

/** Every field of the affidavit of ownership (spec part 2 §2) and the ≥ 51% ownership statement. */
export function AffidavitFields({ values, errors, onChange }: AffidavitFieldsProps) {
  const t = useT();
  const message = useAffidavitMessage();
  return (
    <div className="space-y-5">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">{t(group.legend)}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.fields.map((field) => (
              <FormField
                key={field}
                id={`affidavit-${field}`}
                label={t(AFFIDAVIT_LABELS[field])}
                value={values[field]}
                error={message(errors[field])}
                type={INPUT_TYPE[field] ?? "text"}
                inputMode={INPUT_MODE[field]}
                maxLength={200}
                onChange={(event) => onChange(field, event.target.value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
        <label className="flex items-start gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            checked={values.ownershipConfirmed}
            aria-invalid={errors.ownershipConfirmed ? true : undefined}
            aria-describedby={errors.ownershipConfirmed ? "ownership-error" : undefined}
            onChange={(event) => onChange("ownershipConfirmed", event.target.checked)}
          />
          <span>{t(asId(OWNERSHIP_STATEMENT))}</span>
        </label>
        {errors.ownershipConfirmed && (
          <p id="ownership-error" className="mt-1 text-sm text-ember-600">
            {message(errors.ownershipConfirmed)}
          </p>
        )}
      </div>
    </div>
  );
}
