import { eq } from "drizzle-orm";
import { isPhoneOnlyEmail } from "~/domain/accounts/phone-countries";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { getMyProfile, type MyProfile } from "./get-my-profile";

/**
 * Takes the phone number off the signed-in user's account. Refused while it is the account's only
 * way to sign in, or while sign-in texts it a second-step code.
 */
export async function removeMyPhone(ctx: ServiceContext, actor: Actor): Promise<MyProfile> {
  const me = requireUser(actor);
  const profile = await getMyProfile(ctx, actor);
  if (!profile.phone_number) throw new AppError("not_found", "There is no phone number on your account.");
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, me.userId));
  if (user && isPhoneOnlyEmail(user.email)) {
    throw new AppError("conflict", "This number is how you sign in, so it can't be removed.");
  }
  if (profile.two_factor_type === "phone") {
    throw new AppError(
      "conflict",
      "Sign-in texts this number a code. Turn two-factor authentication off first.",
    );
  }
  await ctx.db
    .update(users)
    .set({ phoneNumber: null, phoneNumberVerified: false })
    .where(eq(users.id, me.userId));
  return getMyProfile(ctx, actor);
}
