import type { PrivacyPatch } from "../../../domain/accounts/account-schemas.ts";
import { privacyPreferences } from "../../db/schema.ts";
import { type Actor, requireUser } from "../../policy.ts";
import type { ServiceContext } from "../service-context.ts";
import { privacyPreferencesOf } from "./get-privacy-preferences.ts";
import type { PrivacyPreferences } from "./privacy-preferences.ts";

/** Changes some of the signed-in user's switches; the others keep their value. */
export async function updatePrivacyPreferences(
  { db, now }: ServiceContext,
  actor: Actor,
  patch: PrivacyPatch,
): Promise<PrivacyPreferences> {
  const me = requireUser(actor);
  const next = { ...(await privacyPreferencesOf(db, me.userId)), ...patch };
  await db
    .insert(privacyPreferences)
    .values({ userId: me.userId, ...next, updatedAt: now() })
    .onConflictDoUpdate({ target: privacyPreferences.userId, set: { ...next, updatedAt: now() } });
  return next;
}
