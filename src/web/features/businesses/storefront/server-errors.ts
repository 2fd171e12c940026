import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Shows the server's field errors (ApiError.fields) next to their fields; returns the fields named,
 * in order. A message about the input as a whole ("_") has no field and is left to the caller's toast.
 */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  fields: Record<string, string>,
): string[] {
  const named = Object.keys(fields).filter((field) => field !== "_");
  for (const field of named) {
    form.setError(field as FieldPath<T>, { type: "server", message: fields[field] });
  }
  return named;
}
