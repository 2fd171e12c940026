import { and, asc, eq, gt, inArray, lte, ne, or } from "drizzle-orm";
import {
  dueReminder,
  graceEndsAt,
  RENEWAL_WINDOW_DAYS,
  type ReminderDays,
} from "~/domain/certification/certification-lifecycle";
import type { Language } from "~/domain/languages/languages";
import { dayNotice, notice, tierNotice } from "~/domain/notifications/notice";
import { mailOrigin } from "~/server/config";
import type { Db } from "~/server/db/client";
import { businesses, certificationNotices, users } from "~/server/db/schema";
import { certificationExpiredMail, renewalReminderMail } from "~/server/mail/certification-lifecycle-mail";
import { mailLanguage } from "~/server/services/accounts/mail-recipient";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import type { ServiceContext } from "~/server/services/service-context";
import { expireLapsedCertifications } from "./transition-certification";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type LifecycleContext = Pick<ServiceContext, "db" | "jobs" | "now" | "config" | "logger">;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Certifications handled per transaction; a run goes on until none is left. */
export const LIFECYCLE_BATCH = 200;

/** The one-click renewal link of a business (a page that opens the renewal checkout for a signed-in owner). */
export function renewPath(businessId: string): string {
  return `/renew/${businessId}`;
}

/** Each owner's address, the site their mail links to (mailOrigin) and the language it is written in. */
async function ownerAddresses(
  ctx: LifecycleContext,
  tx: Tx,
  ownerIds: (string | null)[],
): Promise<Map<string, { email: string; origin: string; language: Language }>> {
  const ids = [...new Set(ownerIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email, signInOrigin: users.signInOrigin, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { email: r.email, origin: mailOrigin(ctx.config, r.signInOrigin), language: mailLanguage(r.language) },
    ]),
  );
}

/**
 * The scheduled certification job (decision 045), run hourly by the queue's scheduler: records every
 * lapse (approved → expired, by the system, one event each) and tells the owner in-app and by e-mail;
 * then sends the 60-, 30- and 7-day renewal reminders that are due, each once per certification
 * period. Safe to run twice and on several processes at once: a lapse is claimed by the update that
 * records it, a reminder by its row in certification_notices (ON CONFLICT DO NOTHING), each in the
 * transaction that queues its notice.
 */
export async function runCertificationLifecycle(
  ctx: LifecycleContext,
): Promise<{ expired: number; reminded: number }> {
  const now = ctx.now();
  const expired = await expireAll(ctx, now);
  const reminded = await remindAll(ctx, now);
  if (expired > 0 || reminded > 0) {
    ctx.logger.info({ expired, reminded }, "certification lifecycle: lapses recorded and reminders sent");
  }
  return { expired, reminded };
}

async function expireAll(ctx: LifecycleContext, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const lapses = await expireLapsedCertifications(tx, now, LIFECYCLE_BATCH);
      if (lapses.length > 0) await ctx.jobs.enqueue(tx, "watch-certification-changes", {});
      const owners = await ownerAddresses(
        ctx,
        tx,
        lapses.map((l) => l.ownerId),
      );
      const owned = lapses.filter((l) => l.ownerId);
      await createNotifications(
        { db: tx },
        owned.map((l) => ({
          userId: l.ownerId!,
          kind: "certification_update" as const,
          title: notice("Certification expired"),
          body: notice(
            "{business}'s {tier} certification expired on {date}. Renew it by payment until {graceEnd}; after that, a new application is needed.",
            {
              business: l.name,
              tier: tierNotice(l.tier),
              date: dayNotice(l.expiresAt),
              graceEnd: dayNotice(graceEndsAt(l.expiresAt)),
            },
          ),
          link: renewPath(l.businessId),
        })),
      );
      const mails = owned.flatMap((l) => {
        const to = owners.get(l.ownerId!);
        return to
          ? [
              certificationExpiredMail(
                to.email,
                {
                  businessName: l.name,
                  tier: l.tier,
                  expiresAt: l.expiresAt,
                  graceEndsAt: graceEndsAt(l.expiresAt),
                  origin: to.origin,
                  renewUrl: `${to.origin}${renewPath(l.businessId)}`,
                },
                to.language,
              ),
            ]
          : [];
      });
      await ctx.jobs.enqueueMany(tx, "send-mail", await Promise.all(mails));
      return lapses.length;
    });
    total += count;
    if (count < LIFECYCLE_BATCH) return total;
  }
}

const reminderKind = (days: ReminderDays) => `reminder_${days}` as const;

type Cursor = { expiresAt: Date; id: string };

async function remindAll(ctx: LifecycleContext, now: Date): Promise<number> {
  let after: Cursor | null = null;
  let total = 0;
  for (;;) {
    const cursor = after;
    const batch: { sent: number; last: Cursor | null } = await ctx.db.transaction((tx) =>
      remindBatch(ctx, tx, now, cursor),
    );
    total += batch.sent;
    if (!batch.last) return total;
    after = batch.last;
  }
}

/**
 * One batch of certifications inside the reminders' window, by expiry: the reminder due for each is
 * claimed (its certification_notices row) and, when this run claimed it, told in-app and by e-mail.
 */
async function remindBatch(
  ctx: LifecycleContext,
  tx: Tx,
  now: Date,
  cursor: Cursor | null,
): Promise<{ sent: number; last: Cursor | null }> {
  const windowEnd = new Date(now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS);
  const rows = await tx
    .select({
      id: businesses.id,
      name: businesses.name,
      ownerId: businesses.ownerId,
      tier: businesses.certificationTier,
      expiresAt: businesses.certificationExpiresAt,
    })
    .from(businesses)
    .where(
      and(
        eq(businesses.certificationStatus, "approved"),
        eq(businesses.isVerified, true),
        ne(businesses.certificationTier, "Free"),
        gt(businesses.certificationExpiresAt, now),
        lte(businesses.certificationExpiresAt, windowEnd),
        cursor
          ? or(
              gt(businesses.certificationExpiresAt, cursor.expiresAt),
              and(eq(businesses.certificationExpiresAt, cursor.expiresAt), gt(businesses.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(businesses.certificationExpiresAt), asc(businesses.id))
    .limit(LIFECYCLE_BATCH);
  const due = rows.flatMap((r) => {
    const days = r.ownerId && r.expiresAt ? dueReminder(r.expiresAt, now) : null;
    return days && r.ownerId && r.expiresAt
      ? [{ ...r, ownerId: r.ownerId, expiresAt: r.expiresAt, days }]
      : [];
  });
  const claimed =
    due.length === 0
      ? []
      : await tx
          .insert(certificationNotices)
          .values(
            due.map((d) => ({
              businessId: d.id,
              kind: reminderKind(d.days),
              key: d.expiresAt.toISOString(),
              sentAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ businessId: certificationNotices.businessId, kind: certificationNotices.kind });
  const fresh = due.filter((d) =>
    claimed.some((c) => c.businessId === d.id && c.kind === reminderKind(d.days)),
  );
  const owners = await ownerAddresses(
    ctx,
    tx,
    fresh.map((d) => d.ownerId),
  );
  await createNotifications(
    { db: tx },
    fresh.map((d) => ({
      userId: d.ownerId,
      kind: "certification_update" as const,
      title: notice("Certification expires in {days, plural, one {# day} other {# days}}", { days: d.days }),
      body: notice("{business}'s {tier} certification expires on {date}. Renew it to keep its badge.", {
        business: d.name,
        tier: tierNotice(d.tier),
        date: dayNotice(d.expiresAt),
      }),
      link: renewPath(d.id),
    })),
  );
  const mails = fresh.flatMap((d) => {
    const to = owners.get(d.ownerId);
    return to
      ? [
          renewalReminderMail(
            to.email,
            {
              businessName: d.name,
              tier: d.tier,
              days: d.days,
              expiresAt: d.expiresAt,
              origin: to.origin,
              renewUrl: `${to.origin}${renewPath(d.id)}`,
            },
            to.language,
          ),
        ]
      : [];
  });
  await ctx.jobs.enqueueMany(tx, "send-mail", await Promise.all(mails));
  const tail = rows.at(-1);
  return {
    sent: fresh.length,
    last:
      rows.length === LIFECYCLE_BATCH && tail?.expiresAt ? { expiresAt: tail.expiresAt, id: tail.id } : null,
  };
}
