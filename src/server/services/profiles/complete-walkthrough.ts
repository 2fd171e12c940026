import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import type { Actor } from "../../policy.ts";
import { requireUser } from "../../policy.ts";
import { getMyProfile, type MyProfile } from "./get-my-profile.ts";

/** Records (completed) or clears (restart) the onboarding walkthrough for the signed-in user. */
export async function setWalkthroughCompleted(db: Db, actor: Actor, completed: boolean): Promise<MyProfile> {
  const me = requireUser(actor);
  await getMyProfile(db, actor);
  await db
    .update(profiles)
    .set({ walkthroughCompletedAt: completed ? new Date() : null })
    .where(eq(profiles.id, me.userId));
  return getMyProfile(db, actor);
}
