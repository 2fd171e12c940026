import { z } from "zod";

/** The six switches of Settings → Privacy & Notifications, all on by default. */
export const PRIVACY_KEYS = [
  "promotionalEmails",
  "contractNotifications",
  "partnerAnnouncements",
  "usageDataImprovement",
  "personalizedContent",
  "analyticsTracking",
] as const;
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];
export type PrivacyPreferences = Record<PrivacyKey, boolean>;

export const DEFAULT_PRIVACY: PrivacyPreferences = Object.fromEntries(
  PRIVACY_KEYS.map((k) => [k, true]),
) as PrivacyPreferences;

export const privacyPatchSchema = z
  .object(
    Object.fromEntries(PRIVACY_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
      PrivacyKey,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();
