import { z } from "zod";
import { textSchema } from "~/domain/shared/text-schema";
import { PRIVACY_KEYS, type PrivacyKey } from "./account-types";

/** New passwords: OWASP ASVS 6.2 length rules (the common-password check runs on the server). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose a less common one.";
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const INVALID_EMAIL = "Please enter a valid email address";

export const emailSchema = z
  .string()
  .trim()
  .email({ message: INVALID_EMAIL })
  .max(254, { message: INVALID_EMAIL });
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX, { message: PASSWORD_TOO_LONG });
export const fullNameSchema = textSchema()
  .trim()
  .min(2, { message: "Full name must be at least 2 characters" })
  .max(100, { message: "Full name must be at most 100 characters" });

/** The refinement of a form that asks for a new password twice: `confirmPassword` repeats the field `key`. */
function confirms<K extends string>(
  key: K,
): [
  check: (v: Record<K | "confirmPassword", string>) => boolean,
  params: { message: string; path: string[] },
] {
  return [(v) => v[key] === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] }];
}

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { message: "Password is required" })
    .max(PASSWORD_MAX, { message: PASSWORD_TOO_LONG }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(...confirms("password"));
export type RegisterInput = z.infer<typeof registerSchema>;

export const resetSchema = z.object({ email: emailSchema });
export type ResetInput = z.infer<typeof resetSchema>;

export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(...confirms("password"));
export type NewPasswordInput = z.infer<typeof newPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { message: "Enter your current password" }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(...confirms("newPassword"));
export type ChangePasswordInput = z.infer<typeof changePasswordFormSchema>;

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: "Enter the 6-digit code" });

/** PATCH /api/v1/me: the name is the only thing a person changes there. */
export const profilePatchSchema = z.object({ full_name: fullNameSchema });
export type ProfilePatch = z.output<typeof profilePatchSchema>;

export const TWO_FACTOR_CODE_INVALID = "Enter the 6-digit code from your authenticator app";

/** POST /api/v1/me/two-factor/disable: a current code from the authenticator app. */
export const twoFactorDisableSchema = z.object({
  code: textSchema()
    .max(20)
    .trim()
    .regex(/^\d{6}$/, { message: TWO_FACTOR_CODE_INVALID }),
});
export type TwoFactorDisableInput = z.output<typeof twoFactorDisableSchema>;

/** PATCH /api/v1/me/privacy: some of the six switches; any other key is refused by name. */
export const privacyPatchSchema = z.strictObject(
  Object.fromEntries(
    PRIVACY_KEYS.map((k) => [k, z.boolean({ error: "Must be true or false" }).optional()]),
  ) as Record<PrivacyKey, z.ZodOptional<z.ZodBoolean>>,
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Unknown preference" : undefined) },
);
export type PrivacyPatch = z.output<typeof privacyPatchSchema>;
