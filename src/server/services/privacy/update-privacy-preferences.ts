import type { PrivacyPatch } from "~/domain/accounts/account-schemas";
import { privacyPreferences } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { privacyPreferencesOf } from "./get-privacy-preferences";
import type { PrivacyPreferences } from "./privacy-preferences";

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
