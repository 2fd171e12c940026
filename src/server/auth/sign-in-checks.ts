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

/** The first field of `values` (a body, query or path params) holding a NUL character, nested fields by path. */
function nulField(values: unknown, path: string): string | null {
  if (typeof values === "string") return values.includes("\u0000") ? path || "_" : null;
  if (typeof values !== "object" || values === null) return null;
  for (const [key, value] of Object.entries(values)) {
    if (!path && OWN_RULE_FIELDS.has(key)) continue;
    const found = nulField(value, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Throws a 400 naming the field when text sent to better-auth holds a NUL character, before
 * better-auth or a hook reads the database with it: PostgreSQL's text refuses it (a 500 otherwise).
 */
export function assertNoNul(...sources: unknown[]): void {
  for (const source of sources) {
    const field = nulField(source, "");
    if (field) throw new APIError("BAD_REQUEST", { message: NUL_NOT_ALLOWED, code: "INVALID_TEXT", field });
  }
}
