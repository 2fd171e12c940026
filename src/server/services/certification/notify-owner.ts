import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import type { MailMessage } from "~/server/mail/mailer";
import { createNotification } from "~/server/services/notifications/create-notification";
import type { ServiceContext } from "~/server/services/service-context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a business's owner is told of a change to its certification: in the app, and by e-mail. */
export type OwnerNotice = {
  title: string;
  body: string;
  /** The e-mail to the owner's address, linking to `url` (the business's certification page). */
  mail(to: string, url: string): MailMessage;
};

/**
 * Tells the owner of a business, if it has one, inside the transaction that made the change: an
 * in-app notification linking to the business's certification page, and the e-mail, queued.
 */
export async function notifyOwner(
  ctx: Pick<ServiceContext, "jobs" | "config">,
  tx: Tx,
  { businessId, ownerId }: { businessId: string; ownerId: string | null },
  notice: OwnerNotice,
): Promise<void> {
  if (!ownerId) return;
  const link = `/certification/${businessId}`;
  await createNotification(
    { db: tx },
    { userId: ownerId, kind: "certification_update", title: notice.title, body: notice.body, link },
  );
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ownerId)).limit(1);
  if (!owner) return;
  await ctx.jobs.enqueue(tx, "send-mail", notice.mail(owner.email, `${ctx.config.baseUrl}${link}`));
}
