import { eq } from "drizzle-orm";
import type { Profile } from "~/domain/accounts/account-types";
import { isPhoneOnlyEmail } from "~/domain/accounts/phone-countries";
import { formatPhoneNumber } from "~/domain/accounts/phone-number";
import { profiles, twoFactors, users } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

export type MyProfile = Profile;

/** The signed-in user's profile (the row is made on first read if an older account lacks one). */
export async function getMyProfile({ db }: ServiceContext, actor: Actor): Promise<MyProfile> {
  const me = requireUser(actor);
  const [row] = await db
    .select({ user: users, profile: profiles, totpConfirmed: twoFactors.verified })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, me.userId));
  if (!row) throw new Error(`user ${me.userId} has a session but no row`);
  let profile = row.profile;
  if (!profile) {
    [profile = null] = await db
      .insert(profiles)
      .values({ id: me.userId, email: row.user.email, fullName: row.user.name })
      .onConflictDoUpdate({ target: profiles.id, set: { email: row.user.email } })
      .returning();
  }
  return {
    id: me.userId,
    // The users row is the one source of e-mail, phone and name; the profile row keeps the rest.
    email: isPhoneOnlyEmail(row.user.email) ? null : row.user.email,
    phone_number: row.user.phoneNumber,
    phone_number_display: row.user.phoneNumber ? formatPhoneNumber(row.user.phoneNumber) : null,
    phone_number_verified: row.user.phoneNumberVerified,
    full_name: profile?.fullName ?? null,
    avatar_url: profile?.avatarUrl ?? null,
    role: me.role,
    email_verified: isPhoneOnlyEmail(row.user.email) ? false : row.user.emailVerified,
    two_factor_enabled: row.user.twoFactorEnabled,
    // Turned on with a texted code, the authenticator key made on the way was never confirmed.
    two_factor_type: row.user.twoFactorEnabled ? (row.totpConfirmed === true ? "totp" : "phone") : null,
    walkthrough_completed_at: profile?.walkthroughCompletedAt?.toISOString() ?? null,
    updated_at: (profile?.updatedAt ?? row.user.updatedAt).toISOString(),
  };
}
