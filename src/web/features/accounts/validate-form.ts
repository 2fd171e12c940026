import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "~/domain/shared/field-errors";

export type { FieldErrors };

/** Runs a form's zod schema: its data, or the first message for each field. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  return { data: null, errors: fieldErrorsOf(parsed.error) };
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
}
