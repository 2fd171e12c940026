import type { AccountSession, PrivacyPreferences, Profile } from "~/domain/accounts/account-types";
import { type List, request } from "~/web/lib/api";

export type { AccountSession, PrivacyPreferences, Profile };

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
