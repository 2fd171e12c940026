import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getMyProfile } from "~/server/services/accounts/get-my-profile";
import type { SessionUser } from "./session-user";

/** The root loader's view of the signed-in user, or null for visitors. */
export async function loadSessionUser(runtime: Runtime, actor: Actor): Promise<SessionUser | null> {
  if (actor.kind !== "user") return null;
  const profile = await getMyProfile(runtime, actor);
  return {
    id: actor.userId,
    name: profile.full_name || actor.name,
    email: profile.email,
    role: actor.role,
    emailVerified: actor.emailVerified,
    avatarUrl: profile.avatar_url,
    walkthroughCompleted: profile.walkthrough_completed_at !== null,
  };
}
