import { eq } from "drizzle-orm";
import { privacyPreferences, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { verifyUnsubscribeToken } from "~/server/mail/unsubscribe-token";
import type { ServiceContext } from "~/server/services/service-context";

export const BAD_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Sign in to change your e-mail preferences.";

/** The user an unsubscribe link names, or a 400 when it was altered (or the user is gone). */
export async function checkUnsubscribeToken(
  { db, linkSecret }: Pick<ServiceContext, "db" | "linkSecret">,
  { token }: { token: string },
): Promise<string> {
  const userId = verifyUnsubscribeToken(linkSecret, token, "contract-notifications");
  const [user] = userId ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
  if (!user) throw new AppError("validation", BAD_UNSUBSCRIBE_LINK);
  return user.id;
}

/**
 * One-click unsubscribe (RFC 8058): whoever holds the link from an alert e-mail switches that
 * user's contract notification e-mails off, signed in or not; the other switches keep their value,
 * the bell's in-app alerts (contractAlertsInApp) among them: the page promises only the e-mails stop.
 * The token is the only credential, so an altered one changes nothing (400).
 */
export async function unsubscribeByToken(
  ctx: Pick<ServiceContext, "db" | "linkSecret" | "now">,
  input: { token: string },
): Promise<void> {
  const userId = await checkUnsubscribeToken(ctx, input);
  await ctx.db
    .insert(privacyPreferences)
    .values({ userId, contractNotifications: false, updatedAt: ctx.now() })
    .onConflictDoUpdate({
      target: privacyPreferences.userId,
      set: { contractNotifications: false, updatedAt: ctx.now() },
    });
}
