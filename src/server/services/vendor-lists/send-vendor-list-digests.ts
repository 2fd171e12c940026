import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Tier } from "~/domain/certification/tiers";
import { mailOrigin } from "~/server/config";
import { businesses, users, vendorListChanges, vendorLists } from "~/server/db/schema";
import { type VendorChange, vendorListDigestMail } from "~/server/mail/vendor-list-digest-mail";
import { mailLanguage } from "~/server/services/accounts/mail-recipient";
import type { ServiceContext } from "~/server/services/service-context";

type DigestContext = Pick<ServiceContext, "db" | "jobs" | "now" | "config">;

/**
 * The `vendor-list-digest` job, weekly (decision 060): one e-mail to each owner whose lists with the
 * digest on have changes since their last digest, naming them list by list; then each list's mark
 * moves to now, in the transaction that queues the mail, so a second run sends nothing twice.
 * Answers the e-mails queued.
 */
export async function sendVendorListDigests(ctx: DigestContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const lists = await tx
      .select({ id: vendorLists.id, name: vendorLists.name, ownerId: vendorLists.ownerId })
      .from(vendorLists)
      .where(eq(vendorLists.weeklyDigest, true))
      .for("update", { of: vendorLists, skipLocked: true });
    if (lists.length === 0) return 0;
    // Only what came since each list's last digest.
    const changes = await tx
      .select({ change: vendorListChanges, businessName: businesses.name })
      .from(vendorListChanges)
      .innerJoin(vendorLists, eq(vendorLists.id, vendorListChanges.listId))
      .innerJoin(businesses, eq(businesses.id, vendorListChanges.businessId))
      .where(
        and(
          inArray(
            vendorListChanges.listId,
            lists.map((l) => l.id),
          ),
          sql`${vendorListChanges.createdAt} > coalesce(${vendorLists.digestSentAt}, '-infinity')`,
        ),
      )
      .orderBy(asc(vendorListChanges.createdAt));
    // Each change as its sentence will say it, in each recipient's language (the mail writes it).
    const byList = new Map<string, VendorChange[]>();
    for (const { change, businessName } of changes) {
      const listed = byList.get(change.listId) ?? [];
      listed.push({
        kind: change.kind,
        businessName,
        tier: change.tier as Tier,
        previousTier: change.previousTier,
      });
      byList.set(change.listId, listed);
    }
    const owners = [...new Set(lists.filter((l) => byList.has(l.id)).map((l) => l.ownerId))];
    if (owners.length === 0) return 0;
    const recipients = await tx
      .select({
        id: users.id,
        email: users.email,
        signInOrigin: users.signInOrigin,
        language: users.language,
      })
      .from(users)
      .where(and(inArray(users.id, owners), isNotNull(users.email)));
    const mails = await Promise.all(
      recipients
        .filter((u) => u.email.trim() !== "")
        .map((u) =>
          vendorListDigestMail(
            u.email,
            {
              origin: mailOrigin(ctx.config, u.signInOrigin),
              lists: lists
                .filter((l) => l.ownerId === u.id && byList.has(l.id))
                .map((l) => ({ id: l.id, name: l.name, changes: byList.get(l.id)! })),
            },
            mailLanguage(u.language),
          ),
        ),
    );
    await ctx.jobs.enqueueMany(tx, "send-mail", mails);
    await tx
      .update(vendorLists)
      .set({ digestSentAt: now })
      .where(
        and(
          eq(vendorLists.weeklyDigest, true),
          inArray(
            vendorLists.id,
            lists.map((l) => l.id),
          ),
        ),
      );
    return mails.length;
  });
}
