import { PRIVACY_KEYS, type PrivacyKey, type PrivacyPreferences } from "~/domain/accounts/account-types";

export { PRIVACY_KEYS, type PrivacyKey, type PrivacyPreferences };

export const DEFAULT_PRIVACY: PrivacyPreferences = Object.fromEntries(
  PRIVACY_KEYS.map((k) => [k, true]),
) as PrivacyPreferences;
