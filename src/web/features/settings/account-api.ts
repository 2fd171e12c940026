import { type List, request } from "~/web/lib/api";

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

export type PrivacyPreferences = {
  promotionalEmails: boolean;
  contractNotifications: boolean;
  partnerAnnouncements: boolean;
  usageDataImprovement: boolean;
  personalizedContent: boolean;
  analyticsTracking: boolean;
};

export type AccountSession = {
  id: string;
  device: string;
  ip_address: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
};

/** The signed-in user's own account calls to /api/v1/me. */
export const accountApi = {
  me: () => request<Profile>("GET", "/me"),
  updateProfile: (body: { full_name: string }) => request<Profile>("PATCH", "/me", { body }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.set("avatar", file);
    return request<Profile>("POST", "/me/avatar", { body: form });
  },
  setWalkthroughCompleted: (completed: boolean) =>
    request<Profile>("PUT", "/me/walkthrough", { body: { completed } }),
  privacy: () => request<PrivacyPreferences>("GET", "/me/privacy"),
  updatePrivacy: (body: Partial<PrivacyPreferences>) =>
    request<PrivacyPreferences>("PATCH", "/me/privacy", { body }),
  sessions: () => request<List<AccountSession>>("GET", "/me/sessions"),
  revokeSession: (id: string) => request<void>("DELETE", `/me/sessions/${encodeURIComponent(id)}`),
  revokeOtherSessions: () => request<{ revoked: number }>("POST", "/me/sessions/revoke-others"),
};
