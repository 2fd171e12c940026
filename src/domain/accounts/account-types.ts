import { z } from "zod";

/** What someone may do: an admin reviews and moderates; a user owns businesses and writes reviews. */
export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user's own profile, as GET /api/v1/me answers it. */
export const profileSchema = z.object({
  id: z.string(),
  /** Null for an account made with a phone number only. */
  email: z.string().nullable(),
  /** E.164; set only once proven with a texted code. */
  phone_number: z.string().nullable(),
  /** The same number as people read it, in the international format: "+1 404 555 0199". */
  phone_number_display: z.string().nullable(),
  phone_number_verified: z.boolean(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** The second factor asked at sign-in: an authenticator app, or codes texted to the verified number. */
  two_factor_type: z.enum(["totp", "phone"]).nullable(),
  walkthrough_completed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Profile = z.output<typeof profileSchema>;

/** One of the user's sessions, as the Security tab lists it (never its token). */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.output<typeof accountSessionSchema>;

/**
 * The switches of Settings → Privacy & Notifications, all on by default: the spec's six, and whether
 * contract opportunity alerts also reach the bell (`contractAlertsInApp`; `contractNotifications` is
 * the e-mail, which an unsubscribe link switches off alone).
 */
export const PRIVACY_KEYS = [
  "promotionalEmails",
  "contractNotifications",
  "contractAlertsInApp",
  "partnerAnnouncements",
  "usageDataImprovement",
  "personalizedContent",
  "analyticsTracking",
] as const;
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];
export const privacyPreferencesSchema = z.object(
  Object.fromEntries(PRIVACY_KEYS.map((k) => [k, z.boolean()])) as Record<PrivacyKey, z.ZodBoolean>,
);
export type PrivacyPreferences = z.output<typeof privacyPreferencesSchema>;
