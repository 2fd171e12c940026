import { type KeyboardEvent, useState } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import {
  OTHER_CERTIFICATION_FILE_ACCEPT,
  OTHER_CERTIFICATION_KIND_LABELS,
  OTHER_CERTIFICATION_KINDS,
  OTHER_CERTIFICATION_LIMITS,
  OTHER_CERTIFICATION_MESSAGES,
} from "~/domain/procurement/other-certification-rules";
import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import { Button } from "~/web/components/ui/button";
import { controlProps, Field, Select } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import type { OtherCertificationForm as Values } from "~/web/lib/api/other-certifications";
import type { UploadProgress } from "~/web/lib/api/upload";

type Props = {
  id: string;
  /** The certification changed; none when one is added. */
  cert?: OtherCertification;
  onSave(values: Values, onProgress: UploadProgress): Promise<OtherCertification>;
  onSaved(cert: OtherCertification): void;
  onCancel(): void;
};

const valuesOf = (cert?: OtherCertification): Values => ({
  kind: cert?.kind ?? "nmsdc_mbe",
  name: cert?.name ?? "",
  certifier: cert?.certifier ?? "",
  number: cert?.number ?? "",
  expires_on: cert?.expires_on ?? "",
  file: null,
});

/**
 * Adding or changing one other certification. It sits inside the business form, so it is a group of
 * labelled controls with its own buttons (never a nested form): Enter in a field saves this, not the
 * business. The certificate uploads with a progress bar; the server's refusals show beside their fields.
 */
export function OtherCertificationFormFields({ id, cert, onSave, onSaved, onCancel }: Props) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => valuesOf(cert));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const f = (name: string) => `${id}-${name}`;
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const busy = progress !== null;
  const title = cert ? t("Change {title}", { title: cert.title }) : t("Add an other certification");
  /** A field's error: the browser's are ids; the server's come in the page's language. */
  const shown = (message: string | undefined) => (message ? t(message as MessageId) : undefined);
  const fileHint = t("PDF, JPG or PNG, at most 10 MB. Only you and Ujamaa's admins can open it.");

  async function save() {
    if (!cert && !values.file) {
      setErrors({ file: OTHER_CERTIFICATION_MESSAGES.file });
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      onSaved(await onSave(values, setProgress));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const message = error instanceof Error ? error.message : t("Please try again.");
      setErrors(Object.keys(fields).length > 0 ? fields : { form: message });
    } finally {
      setProgress(null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      if (!busy) void save();
    }
  }

  return (
    <fieldset onKeyDown={onKeyDown} className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={f("kind")} label={t("Kind")} error={shown(errors.kind)}>
          <Select
            {...controlProps(f("kind"), { error: shown(errors.kind) })}
            value={values.kind}
            onChange={(event) => set({ kind: event.currentTarget.value })}
          >
            {OTHER_CERTIFICATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(OTHER_CERTIFICATION_KIND_LABELS[kind] as MessageId)}
              </option>
            ))}
          </Select>
        </Field>
        {values.kind === "other" && (
          <Field id={f("name")} label={t("Certification name")} required error={shown(errors.name)}>
            <Input
              {...controlProps(f("name"), { error: shown(errors.name), required: true })}
              maxLength={OTHER_CERTIFICATION_LIMITS.name}
              value={values.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
          </Field>
        )}
        <Field id={f("certifier")} label={t("Certifier")} required error={shown(errors.certifier)}>
          <Input
            {...controlProps(f("certifier"), { error: shown(errors.certifier), required: true })}
            maxLength={OTHER_CERTIFICATION_LIMITS.certifier}
            placeholder={t("e.g. Georgia MSDC")}
            value={values.certifier}
            onChange={(event) => set({ certifier: event.currentTarget.value })}
          />
        </Field>
        <Field id={f("number")} label={t("Certificate number")} required error={shown(errors.number)}>
          <Input
            {...controlProps(f("number"), { error: shown(errors.number), required: true })}
            maxLength={OTHER_CERTIFICATION_LIMITS.number}
            value={values.number}
            onChange={(event) => set({ number: event.currentTarget.value })}
          />
        </Field>
        <Field id={f("expires")} label={t("Expiry date")} required error={shown(errors.expires_on)}>
          <Input
            {...controlProps(f("expires"), { error: shown(errors.expires_on), required: true })}
            type="date"
            min={`${OTHER_CERTIFICATION_LIMITS.firstYear}-01-01`}
            value={values.expires_on}
            onChange={(event) => set({ expires_on: event.currentTarget.value })}
          />
        </Field>
        <Field
          id={f("file")}
          label={cert ? t("Replace the certificate (optional)") : t("Certificate")}
          required={!cert}
          hint={fileHint}
          error={shown(errors.file)}
          className="sm:col-span-2"
        >
          <input
            {...controlProps(f("file"), {
              error: shown(errors.file),
              required: !cert,
              hint: fileHint,
            })}
            type="file"
            accept={OTHER_CERTIFICATION_FILE_ACCEPT}
            className="block w-full text-sm text-stone-700 file:me-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
            onChange={(event) => set({ file: event.currentTarget.files?.[0] ?? null })}
          />
        </Field>
      </div>
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={t("Uploading the certificate")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-ember-600">
          {shown(errors.form)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t("Cancel")}
        </Button>
        <Button type="button" onClick={() => void save()} disabled={busy}>
          {busy ? t("Saving…") : cert ? t("Save certification") : t("Add certification")}
        </Button>
      </div>
    </fieldset>
  );
}
