import { APIError } from "better-auth/api";
import { fullNameSchema } from "~/domain/accounts/account-schemas";
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
