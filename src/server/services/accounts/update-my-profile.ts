import { eq } from "drizzle-orm";
import type { ProfilePatch } from "~/domain/accounts/account-schemas";
import { profiles, users } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { getMyProfile, type MyProfile } from "./get-my-profile";

/** Changes the signed-in user's full name: the only way to, kept on the account too (e-mails, the nav). */
export async function updateMyProfile(
  ctx: ServiceContext,
  actor: Actor,
  { full_name }: ProfilePatch,
): Promise<MyProfile> {
  const me = requireUser(actor);
  await getMyProfile(ctx, actor);
  // The account's name is the profile's full name: both change together or not at all.
  await ctx.db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName: full_name }).where(eq(profiles.id, me.userId));
    await tx.update(users).set({ name: full_name }).where(eq(users.id, me.userId));
  });
  return getMyProfile(ctx, actor);
}
