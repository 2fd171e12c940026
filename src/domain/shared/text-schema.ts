import { z } from "zod";

export const NUL_NOT_ALLOWED = "Must not contain the NUL character";

/**
 * A string that can be stored and searched: PostgreSQL's text refuses the NUL character (U+0000),
 * so it is a validation error here instead of a database error later. Every free-text input
 * schema starts from this one.
 */
export function textSchema(params?: { message: string }) {
  return z.string(params).refine((value) => !value.includes("\u0000"), { message: NUL_NOT_ALLOWED });
}
