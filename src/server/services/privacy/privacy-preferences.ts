import { z } from "zod";
import {
  PRIVACY_KEYS,
  type PrivacyKey,
  type PrivacyPreferences,
} from "../../../domain/accounts/account-types.ts";

export { PRIVACY_KEYS, type PrivacyKey, type PrivacyPreferences };

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
