import { describe, expect, it } from "vitest";
import {
  changePasswordFormSchema,
  fullNameSchema,
  otpCodeSchema,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
  TWO_FACTOR_CODE_INVALID,
} from "~/domain/accounts/account-schemas";
import { IDENTITY_ERRORS } from "~/domain/accounts/linked-identities";
import { PHONE_MESSAGES } from "~/domain/accounts/phone-number";
import { PHONE_REQUIRED, phoneOnlySchema } from "~/domain/accounts/phone-schemas";
import { NAMESPACES, type Namespace } from "~/domain/languages/catalogs";
import { NOTIFICATION_MESSAGES } from "~/domain/notifications/notification-rules";
import { NUL_NOT_ALLOWED } from "~/domain/shared/text-schema";
import { IMAGE_MESSAGES } from "~/domain/uploads/image-rules";
import { BAD_UNSUBSCRIBE_LINK } from "~/server/services/privacy/unsubscribe-by-token";
import { OFFLINE } from "~/web/lib/api/client";
import { SETTINGS_NAMESPACES } from "./settings.server";

/** What the root loads for a member (src/web/root.tsx), and each page's own. */
const ROOT: Namespace[] = ["layout", "categories", "privacy", "ui", "notifications"];
const idsOf = (namespaces: readonly Namespace[]) =>
  new Set<string>([...ROOT, ...namespaces].flatMap((namespace) => NAMESPACES[namespace].ids));

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the messages /settings shows but does not write itself", () => {
  const onSettings = idsOf(SETTINGS_NAMESPACES);

  it("every check of its forms' schemas is in a catalogue the page loads", () => {
    const shown = [
      ...messagesOf(fullNameSchema.safeParse("A")),
      ...messagesOf(fullNameSchema.safeParse("A".repeat(101))),
      ...messagesOf(fullNameSchema.safeParse("\u0000Ada")),
      ...messagesOf(
        changePasswordFormSchema.safeParse({ currentPassword: "", newPassword: "a", confirmPassword: "b" }),
      ),
      ...messagesOf(
        changePasswordFormSchema.safeParse({
          currentPassword: "x",
          newPassword: "a".repeat(129),
          confirmPassword: "",
        }),
      ),
      ...messagesOf(phoneOnlySchema.safeParse({ phoneNumber: "", country: "US" })),
      ...messagesOf(phoneOnlySchema.safeParse({ phoneNumber: "1".repeat(40), country: "US" })),
      ...messagesOf(otpCodeSchema.safeParse("12")),
    ];
    expect(shown.length).toBeGreaterThan(6);
    expect(shown.filter((message) => !onSettings.has(message))).toEqual([]);
  });

  it("every message the domain and the client name for its cards is in one too", () => {
    const named = [
      PASSWORD_TOO_SHORT,
      PASSWORD_TOO_LONG,
      PASSWORD_TOO_COMMON,
      PASSWORDS_DONT_MATCH,
      TWO_FACTOR_CODE_INVALID,
      PHONE_REQUIRED,
      NUL_NOT_ALLOWED,
      OFFLINE,
      ...Object.values(PHONE_MESSAGES),
      ...Object.values(IDENTITY_ERRORS),
      ...Object.values(IMAGE_MESSAGES).flatMap((problem) => [problem.title, problem.message]),
    ];
    expect(named.filter((message) => !onSettings.has(message))).toEqual([]);
  });

  it("the bell's words are in the root's, and the unsubscribe page's refusal in its own", () => {
    const everyMemberPage = idsOf([]);
    expect(Object.values(NOTIFICATION_MESSAGES).filter((m) => !everyMemberPage.has(m))).toEqual([]);
    expect(idsOf(["notifications"]).has(BAD_UNSUBSCRIBE_LINK)).toBe(true);
  });
});
