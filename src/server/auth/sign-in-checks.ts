import { APIError } from "better-auth/api";
import { fullNameSchema } from "~/domain/accounts/account-schemas";
import { NUL_NOT_ALLOWED } from "~/domain/shared/text-schema";
import { newPasswordProblem } from "./password-policy";

/** Refuses a password sign-in that must still wait `wait` seconds (the per-account slow-down). */
export function accountSlowedDown(wait: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      message: `Too many failed sign-ins to this account. Try again in ${wait} second${wait === 1 ? "" : "s"}.`,
      code: "ACCOUNT_SLOWED_DOWN",
    },
    { "Retry-After": String(wait) },
  );
}

/** Throws when the new password in `body[field]` breaks the password policy. */
export function assertNewPassword(body: Record<string, unknown>, field: string): void {
  const password = typeof body[field] === "string" ? (body[field] as string) : "";
  const problem = newPasswordProblem(password);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_PASSWORD", field });
}

/** The sign-up's full name, trimmed as PATCH /api/v1/me would store it; throws when it is not valid. */
export function signUpFullName(value: unknown): string {
  const name = fullNameSchema.safeParse(value);
  if (!name.success) {
    throw new APIError("BAD_REQUEST", {
      message: name.error.issues[0]?.message ?? "Full name is required",
      code: "INVALID_NAME",
      field: "name",
    });
  }
  return name.data;
}

/**
 * Fields with rules of their own: passwords are only hashed (never stored or searched as text), and
 * a sign-up's name is refused by `signUpFullName` (INVALID_NAME).
 */
const OWN_RULE_FIELDS = new Set(["password", "newPassword", "currentPassword", "name"]);

/** How deep a body sent to better-auth may nest: its own bodies are flat, with at most one object inside. */
export const MAX_BODY_DEPTH = 16;

/**
 * The first field of `values` (a body, query or path params) holding a NUL character, nested fields by
 * path; "too deep" when `values` nests deeper than MAX_BODY_DEPTH. Walked with a stack of its own, so
 * no body, however deep, can exhaust the call stack.
 */
function nulField(values: unknown): string | "too deep" | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: values, path: "", depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path || "_";
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return "too deep";
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (!path && OWN_RULE_FIELDS.has(key)) continue;
      pending.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Throws a 400 naming the field when text sent to better-auth holds a NUL character, before
 * better-auth or a hook reads the database with it: PostgreSQL's text refuses it (a 500 otherwise);
 * and a 400 for a body nested deeper than any of better-auth's, before anything walks it.
 */
export function assertNoNul(...sources: unknown[]): void {
  for (const source of sources) {
    const field = nulField(source);
    if (field === "too deep") {
      throw new APIError("BAD_REQUEST", {
        message: "The request is nested too deeply.",
        code: "INVALID_BODY",
      });
    }
    if (field) throw new APIError("BAD_REQUEST", { message: NUL_NOT_ALLOWED, code: "INVALID_TEXT", field });
  }
}
