import type { Language } from "~/domain/languages/languages";
import type { NoticeText } from "~/domain/notifications/notice";
import type { Db } from "~/server/db/client";
import type { MailMessage } from "~/server/mail/mailer";
import { mailRecipient } from "~/server/services/accounts/mail-recipient";
import { createNotification } from "~/server/services/notifications/create-notification";
import type { ServiceContext } from "~/server/services/service-context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a business's owner is told of a change to its certification: in the app, and by e-mail. */
export type OwnerNotice = {
  /** `notices` messages, written in the owner's language. */
  title: NoticeText;
  body: NoticeText;
  /**
   * The e-mail to the owner's address, linking to `url` (the business's certification page on `origin`, the
   * owner's site), in the owner's language.
   */
  mail(to: string, link: { origin: string; url: string }, language: Language): Promise<MailMessage>;
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
  const owner = await mailRecipient(ctx, tx, ownerId);
  if (!owner) return;
  const mail = await notice.mail(
    owner.email,
    { origin: owner.origin, url: `${owner.origin}${link}` },
    owner.language,
  );
  await ctx.jobs.enqueue(tx, "send-mail", mail);
}
