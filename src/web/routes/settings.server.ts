import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getPrivacyPreferences } from "~/server/services/privacy/get-privacy-preferences";
import { getMyProfile } from "~/server/services/profiles/get-my-profile";
import { listMySessions } from "~/server/services/sessions/list-my-sessions";
import { requireUserPage } from "~/web/features/auth/guards.server";

export async function loadSettings(runtime: Runtime, actor: Actor) {
  const me = requireUserPage(actor);
  const db = runtime.database.db;
  const [profile, privacy, sessions] = await Promise.all([
    getMyProfile(db, me),
    getPrivacyPreferences(db, me),
    listMySessions(db, me, me.sessionId ?? null),
  ]);
  return { profile, privacy, sessions };
}
