import { eq } from "drizzle-orm";
import type { TwoFactorDisableInput } from "~/domain/accounts/account-schemas";
import { twoFactors, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/**
 * Checks a code against the signed-in user's authenticator secret: the auth adapter's
 * `totpVerifier`, bound by the route to the request's session.
 */
export type VerifyTotp = (code: string) => Promise<boolean>;

/** Turns two-factor sign-in off after checking a current code from the user's authenticator app. */
export async function disableTwoFactor(
  { db }: ServiceContext,
  actor: Actor,
  { code, verifyTotp }: TwoFactorDisableInput & { verifyTotp: VerifyTotp },
): Promise<void> {
  const me = requireUser(actor);
  const [user] = await db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, me.userId));
  if (!user?.enabled) throw new AppError("conflict", "Two-factor authentication is not turned on.");
  if (!(await verifyTotp(code))) {
    throw new AppError("validation", "That code is not valid.", { code: "That code is not valid." });
  }
  await db.delete(twoFactors).where(eq(twoFactors.userId, me.userId));
  await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, me.userId));
}
