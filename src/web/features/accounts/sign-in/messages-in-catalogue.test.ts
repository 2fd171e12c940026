import { describe, expect, it } from "vitest";
import {
  INVALID_EMAIL,
  loginSchema,
  otpCodeSchema,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
  registerSchema,
  TWO_FACTOR_CODE_INVALID,
} from "~/domain/accounts/account-schemas";
import { IDENTITY_ERRORS } from "~/domain/accounts/linked-identities";
import { PHONE_MESSAGES } from "~/domain/accounts/phone-number";
import {
  MISSING_CREDENTIALS,
  PHONE_REQUIRED,
  phoneLoginSchema,
  phoneRegisterSchema,
  phoneResetSchema,
} from "~/domain/accounts/phone-schemas";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { NUL_NOT_ALLOWED } from "~/domain/shared/text-schema";
import { OFFLINE } from "~/web/lib/api/client";

/** What /auth loads: the root's namespaces and its own. */
const onAuthPage = new Set<string>(
  (["layout", "privacy", "accounts"] as const).flatMap((namespace) => NAMESPACES[namespace].ids),
);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the messages /auth shows but does not write itself", () => {
  it("every check of the sign-in and sign-up schemas is in a catalogue the page loads", () => {
    const shown = [
      ...messagesOf(
        registerSchema.safeParse({ fullName: "A", email: "x", password: "a", confirmPassword: "b" }),
      ),
      ...messagesOf(
        registerSchema.safeParse({
          fullName: "A".repeat(101),
          email: "",
          password: "a".repeat(129),
          confirmPassword: "",
        }),
      ),
      ...messagesOf(
        registerSchema.safeParse({ fullName: "\u0000A", email: "a@b.co", password: "", confirmPassword: "" }),
      ),
      ...messagesOf(loginSchema.safeParse({ email: "", password: "" })),
      ...messagesOf(otpCodeSchema.safeParse("12")),
      ...messagesOf(phoneLoginSchema.safeParse({ phoneNumber: "", password: "" })),
      ...messagesOf(
        phoneRegisterSchema.safeParse({ fullName: "", phoneNumber: "", password: "", confirmPassword: "x" }),
      ),
      ...messagesOf(
        phoneRegisterSchema.safeParse({
          fullName: "Ada",
          phoneNumber: "1".repeat(40),
          password: "",
          confirmPassword: "",
        }),
      ),
      ...messagesOf(phoneResetSchema.safeParse({ code: "x", newPassword: "", confirmPassword: "y" })),
    ];
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((message) => !onAuthPage.has(message))).toEqual([]);
  });

  it("every message the domain and the browser's client name for these forms is in one too", () => {
    const named = [
      INVALID_EMAIL,
      PASSWORD_TOO_SHORT,
      PASSWORD_TOO_LONG,
      PASSWORD_TOO_COMMON,
      PASSWORDS_DONT_MATCH,
      TWO_FACTOR_CODE_INVALID,
      PHONE_REQUIRED,
      MISSING_CREDENTIALS,
      NUL_NOT_ALLOWED,
      OFFLINE,
      ...Object.values(PHONE_MESSAGES),
      ...Object.values(IDENTITY_ERRORS),
    ];
    expect(named.filter((message) => !onAuthPage.has(message))).toEqual([]);
  });
});
