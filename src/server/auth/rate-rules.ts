/** A limit per client address on one path of /api/auth: at most `max` requests in `window` seconds. */
export type RateRule = { window: number; max: number };

/**
 * Limits per client address and path, by e-mail and by phone alike: better-auth's `customRules`,
 * which win over its defaults and its plugins' own limits. Stored in the database so every app
 * process shares them.
 */
export const AUTH_RATE_RULES: Record<string, RateRule> = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 600, max: 10 },
  "/request-password-reset": { window: 600, max: 5 },
  "/email-otp/send-verification-otp": { window: 600, max: 5 },
  "/sign-in/email-otp": { window: 60, max: 10 },
  "/send-verification-email": { window: 600, max: 3 },
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
  // Phone sign-in (decision 032): as for the e-mail paths.
  "/sign-in/phone-number": { window: 60, max: 10 },
  "/sign-up/phone-number": { window: 600, max: 10 },
  "/phone-number/send-otp": { window: 600, max: 5 },
  "/phone-number/request-password-reset": { window: 600, max: 5 },
  "/phone-number/verify": { window: 60, max: 10 },
  "/phone-number/reset-password": { window: 60, max: 10 },
  "/two-factor/send-otp": { window: 600, max: 5 },
  "/two-factor/verify-otp": { window: 60, max: 10 },
};
