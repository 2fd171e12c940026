import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getMyProfile } from "~/server/services/accounts/get-my-profile";
import { listIdentityProviders, listMyIdentities } from "~/server/services/accounts/list-my-identities";
import { listMySessions } from "~/server/services/accounts/list-my-sessions";
import { getOpportunityInterests } from "~/server/services/opportunities/get-opportunity-interests";
import { getPrivacyPreferences } from "~/server/services/privacy/get-privacy-preferences";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/**
 * The namespaces /settings speaks: its own, the account forms' (password, phone, code fields and their
 * checks), the phone field's country names and the walkthrough (restarted from its tab, docked in the
 * profile set-up).
 */
export const SETTINGS_NAMESPACES = [
  "settings",
  "accounts",
  "countries",
  "walkthrough",
  "opportunities",
] as const;

/** The account's settings, and the page's title and words in its language. */
export async function loadSettings(runtime: Runtime, me: SignedInActor, request: Request) {
  const [profile, privacy, sessions, interests, identities] = await Promise.all([
    getMyProfile(runtime, me),
    getPrivacyPreferences(runtime, me),
    listMySessions(runtime, me),
    getOpportunityInterests(runtime, me),
    listMyIdentities(runtime, me),
  ]);
  return {
    title: pageTranslator(request, ["settings"])("Settings · Ujamaa"),
    messages: pageMessages(request, SETTINGS_NAMESPACES),
    profile,
    privacy,
    sessions,
    interests,
    identities,
    identityProviders: listIdentityProviders(runtime),
  };
}
