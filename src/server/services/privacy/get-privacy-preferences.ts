import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { privacyPreferences } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { DEFAULT_PRIVACY, PRIVACY_KEYS, type PrivacyPreferences } from "./privacy-preferences";

/** One user's switches (defaults when never saved). Mail senders use this to honour them. */
export async function privacyPreferencesOf(db: Db, userId: string): Promise<PrivacyPreferences> {
  const [row] = await db.select().from(privacyPreferences).where(eq(privacyPreferences.userId, userId));
  if (!row) return { ...DEFAULT_PRIVACY };
  return Object.fromEntries(PRIVACY_KEYS.map((k) => [k, row[k]])) as PrivacyPreferences;
}

export async function getPrivacyPreferences(
  { db }: ServiceContext,
  actor: Actor,
): Promise<PrivacyPreferences> {
  return privacyPreferencesOf(db, requireUser(actor).userId);
}
