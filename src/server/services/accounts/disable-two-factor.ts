import { eq } from "drizzle-orm";
import { twoFactors, users } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { Actor } from "../../policy.ts";
import { requireUser } from "../../policy.ts";
import type { Runtime } from "../../runtime.ts";

/** Turns two-factor sign-in off after checking a current code from the user's authenticator app. */
export async function disableTwoFactor(
  runtime: Runtime,
  actor: Actor,
  headers: Headers,
  code: string,
): Promise<void> {
  const me = requireUser(actor);
  if (!/^\d{6}$/.test(code)) {
    throw new AppError("validation", "Check the highlighted fields.", {
      code: "Enter the 6-digit code from your authenticator app",
    });
  }
  const db = runtime.database.db;
  const [user] = await db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, me.userId));
  if (!user?.enabled) throw new AppError("conflict", "Two-factor authentication is not turned on.");
  try {
    await runtime.auth.api.verifyTOTP({ body: { code }, headers });
  } catch {
    throw new AppError("validation", "That code is not valid.", { code: "That code is not valid." });
  }
  await db.delete(twoFactors).where(eq(twoFactors.userId, me.userId));
  await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, me.userId));
}
