import type { z } from "zod";
import { fieldErrorsOf } from "~/domain/shared/field-errors";
import { AppError } from "~/server/errors";

export function validationError(error: z.ZodError): AppError {
  return AppError.invalid(fieldErrorsOf(error));
}

/** zod-openapi calls this after validating a request part; a failure becomes our 400. */
export function validationHook(result: { success: true } | { success: false; error: z.ZodError }): void {
  if (!result.success) throw validationError(result.error);
}
