import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import {
  CONTACT_MESSAGES_PER_HOUR,
  type ContactMessage,
  type ContactMessageInput,
} from "~/domain/contact/contact-message-schema";
import { contactMessages } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contactMessageMail } from "~/server/mail/templates";
import type { Actor } from "~/server/policy";
import { mailSettingsOfAddress } from "~/server/services/accounts/mail-recipient";
import type { ServiceContext } from "~/server/services/service-context";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores a message from the Contact page (anyone may send one; a signed-in sender is recorded)
 * and queues its e-mail to the operator in the same transaction. At most CONTACT_MESSAGES_PER_HOUR
 * per client address an hour, counted in the database so the limit holds across processes.
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  actor: Actor,
  { clientAddress, ...input }: ContactMessageInput & { clientAddress: string | undefined },
): Promise<ContactMessage> {
  const address = clientAddress ?? null;
  const row = await ctx.db.transaction(async (tx) => {
    // Two messages from one address at once must not both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${address ?? ""}`}))`);
    const [sent] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(
        and(
          address === null
            ? isNull(contactMessages.clientAddress)
            : eq(contactMessages.clientAddress, address),
          gt(contactMessages.createdAt, new Date(ctx.now().getTime() - HOUR_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= CONTACT_MESSAGES_PER_HOUR) {
      throw new AppError(
        "rate_limited",
        `You have sent ${CONTACT_MESSAGES_PER_HOUR} messages in the last hour. Please try again later or e-mail us directly.`,
      );
    }
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: actor.kind === "user" ? actor.userId : null, clientAddress: address })
      .returning();
    // Stored and queued together: the e-mail goes out in the background, retried while SMTP is down.
    // In the operator's language when the address has an account (its links on their site), else English.
    const operator = await mailSettingsOfAddress(ctx, tx, ctx.config.contactEmail);
    const mail = await contactMessageMail(
      ctx.config.contactEmail,
      { ...input, signedIn: actor.kind === "user", origin: operator.origin },
      operator.language,
    );
    await ctx.jobs.enqueue(tx, "send-mail", mail);
    return inserted!;
  });

  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}
