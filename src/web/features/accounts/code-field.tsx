import { FormField } from "~/web/components/ui/form-field";

/** The 6-digit one-time code's field (form value `code`), e-mailed or texted. */
export function CodeField({ id, error }: { id: string; error?: string | null }) {
  return (
    <FormField
      id={id}
      name="code"
      label="Code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error ?? undefined}
    />
  );
}
