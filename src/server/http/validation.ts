import type { z } from "zod";
import { fieldErrorsOf, WHOLE_INPUT } from "~/domain/shared/field-errors";
import { AppError } from "~/server/errors";

export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrorsOf(error);
  const first = Object.entries(fields)[0];
  const message = first
    ? `${first[0] === WHOLE_INPUT ? "Request" : first[0]}: ${first[1]}`
    : "Invalid request";
  return new AppError("validation", message, fields);
}

/** zod-openapi calls this after validating a request part; a failure becomes our 400. */
export function validationHook(result: { success: true } | { success: false; error: z.ZodError }): void {
  if (!result.success) throw validationError(result.error);
}
