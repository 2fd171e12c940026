import type { z } from "zod";

/** Messages by field, as the API's `error.fields` and every form show them. */
export type FieldErrors = Record<string, string>;

/** The key of a problem with the input as a whole rather than one field. */
export const WHOLE_INPUT = "_";

/**
 * The first message for each field of a failed parse, keyed by the field's path (`a.b`); an
 * unknown key is reported under its own name. The one translation from zod to field errors, used
 * by the API's validation hook and by the forms, so a field has the same key everywhere.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.join(".") || WHOLE_INPUT];
    for (const key of keys) fields[key] ??= issue.message;
  }
  return fields;
}
