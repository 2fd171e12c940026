import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/domain/shared/field-errors";
import {
  changePasswordFormSchema,
  newPasswordFormSchema,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
  registerSchema,
} from "./account-schemas";

const errorsOf = (result: { error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.error ? fieldErrorsOf(result.error) : {};

describe("forms that ask for a new password twice", () => {
  const person = { fullName: "Ada Lovelace", email: "ada@example.com" };

  it("says under the confirmation that it does not repeat the new password", () => {
    expect(
      errorsOf(registerSchema.safeParse({ ...person, password: "password1", confirmPassword: "x" })),
    ).toEqual({
      confirmPassword: PASSWORDS_DONT_MATCH,
    });
    expect(
      errorsOf(newPasswordFormSchema.safeParse({ password: "password1", confirmPassword: "x" })),
    ).toEqual({
      confirmPassword: PASSWORDS_DONT_MATCH,
    });
    const change = { currentPassword: "old", newPassword: "password1", confirmPassword: "x" };
    expect(errorsOf(changePasswordFormSchema.safeParse(change))).toEqual({
      confirmPassword: PASSWORDS_DONT_MATCH,
    });
  });

  it("accepts a matching pair, and shows every field's message at once", () => {
    expect(
      newPasswordFormSchema.safeParse({ password: "password1", confirmPassword: "password1" }).success,
    ).toBe(true);
    const short = { currentPassword: "", newPassword: "short", confirmPassword: "other" };
    expect(errorsOf(changePasswordFormSchema.safeParse(short))).toEqual({
      currentPassword: "Enter your current password",
      newPassword: PASSWORD_TOO_SHORT,
      confirmPassword: PASSWORDS_DONT_MATCH,
    });
  });
});
