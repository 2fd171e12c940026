import type { z } from "zod";
import { AppError, type FieldErrors } from "../errors.ts";

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  const first = Object.entries(fields)[0];
  const message = first ? `${first[0] === "_" ? "Request" : first[0]}: ${first[1]}` : "Invalid request";
  return new AppError("validation", message, fields);
}

/** zod-openapi calls this after validating a request part; a failure becomes our 400. */
export function validationHook(result: { success: true } | { success: false; error: z.ZodError }): void {
  if (!result.success) throw validationError(result.error);
}
