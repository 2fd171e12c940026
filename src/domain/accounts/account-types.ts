/** The signed-in user's own profile, as GET /api/v1/me answers it. */
export type Profile = {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  role: "admin" | "user";
  email_verified: boolean;
  two_factor_enabled: boolean;
  walkthrough_completed_at: string | null;
  updated_at: string;
};

/** One of the user's sessions, as the Security tab lists it (never its token). */
export type AccountSession = {
  id: string;
  device: string;
  ip_address: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
};

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
