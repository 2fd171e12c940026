import { eq } from "drizzle-orm";
import { profiles } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { getMyProfile, type MyProfile } from "./get-my-profile";

/** Records (completed) or clears (restart) the onboarding walkthrough for the signed-in user. */
export async function setWalkthroughCompleted(
  ctx: ServiceContext,
  actor: Actor,
  { completed }: { completed: boolean },
): Promise<MyProfile> {
  const me = requireUser(actor);
  await getMyProfile(ctx, actor);
  await ctx.db
    .update(profiles)
    .set({ walkthroughCompletedAt: completed ? new Date() : null })
    .where(eq(profiles.id, me.userId));
  return getMyProfile(ctx, actor);
}
