import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getMyProfile } from "~/server/services/accounts/get-my-profile";
import { listIdentityProviders, listMyIdentities } from "~/server/services/accounts/list-my-identities";
import { listMySessions } from "~/server/services/accounts/list-my-sessions";
import { getOpportunityInterests } from "~/server/services/opportunities/get-opportunity-interests";
import { getPrivacyPreferences } from "~/server/services/privacy/get-privacy-preferences";

export async function loadSettings(runtime: Runtime, me: SignedInActor) {
  const [profile, privacy, sessions, interests, identities] = await Promise.all([
    getMyProfile(runtime, me),
    getPrivacyPreferences(runtime, me),
    listMySessions(runtime, me),
    getOpportunityInterests(runtime, me),
    listMyIdentities(runtime, me),
  ]);
  return {
    profile,
    privacy,
    sessions,
    interests,
    identities,
    identityProviders: listIdentityProviders(runtime),
  };
}
