import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema.ts";
import type { Actor } from "../../policy.ts";
import { requireUser } from "../../policy.ts";
import type { ServiceContext } from "../service-context.ts";
import { getMyProfile, type MyProfile } from "./get-my-profile.ts";

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
