import { z } from "zod";
import { fullNameSchema, newPasswordSchema, PASSWORD_MAX, PASSWORDS_DONT_MATCH } from "./account-schemas";

/** The forms' first check; the server parses the number itself (libphonenumber-js). */
export const PHONE_REQUIRED = "Phone number is required";
export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

const phoneInput = z
  .string()
  .trim()
  .min(1, { message: PHONE_REQUIRED })
  .max(32, { message: "This is not a valid phone number" });
const country = z.string().default("");

export const phoneLoginSchema = z
  .object({ phoneNumber: z.string().trim(), country, password: z.string().max(PASSWORD_MAX) })
  .refine((v) => v.phoneNumber !== "" && v.password !== "", {
    message: MISSING_CREDENTIALS,
    path: ["phoneNumber"],
  });

export const phoneRegisterSchema = z
  .object({
    fullName: fullNameSchema,
    phoneNumber: phoneInput,
    country,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });

export const phoneOnlySchema = z.object({ phoneNumber: phoneInput, country });

export const phoneResetSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: "Enter the 6-digit code" }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
