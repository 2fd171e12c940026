import { and, eq, isNull, not, sql } from "drizzle-orm";
import { PHONE_ONLY_EMAIL_DOMAIN } from "~/domain/accounts/phone-countries";
import { users } from "~/server/db/schema";
import type { MailMessage } from "~/server/mail/mailer";
import type { ServiceContext } from "~/server/services/service-context";

/**
 * Queues an account's confirmation e-mail and records that it is queued, in one transaction: a
 * crash leaves either both (the mail goes out once) or neither (a sign-in then owes it).
 */
export async function queueConfirmationMail(
  { db, jobs, now }: Pick<ServiceContext, "db" | "jobs" | "now">,
  { userId, message }: { userId: string; message: MailMessage },
) {
  await db.transaction(async (tx) => {
    await jobs.enqueue(tx, "send-mail", message);
    await tx.update(users).set({ confirmationMailQueuedAt: now() }).where(eq(users.id, userId));
  });
}

/**
 * Sign-up creates the account and then queues its confirmation e-mail; a process cut off between
 * the two leaves an account whose mail is owed. The first sign-in attempt of such an account claims
 * the debt, in one statement so parallel attempts claim it once, and the caller queues the mail.
 * Returns the account when this call claimed it, otherwise null.
 */
export async function claimOwedConfirmation({ db, now }: Pick<ServiceContext, "db" | "now">, email: string) {
  const [claimed] = await db
    .update(users)
    .set({ confirmationMailQueuedAt: now() })
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        eq(users.emailVerified, false),
        isNull(users.confirmationMailQueuedAt),
        not(sql`${users.email} like ${`%@${PHONE_ONLY_EMAIL_DOMAIN}`}`),
      ),
    )
    .returning();
  return claimed ?? null;
}
