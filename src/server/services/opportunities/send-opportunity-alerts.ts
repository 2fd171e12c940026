import { eq, sql } from "drizzle-orm";
import { type NoticeValue, notice } from "~/domain/notifications/notice";
import { describeNaics } from "~/domain/procurement/describe-naics";
import { NAICS_EDITION } from "~/domain/procurement/procurement-rules";
import { mailOrigin } from "~/server/config";
import { contractOpportunities } from "~/server/db/schema";
import { type OpportunityAlert, opportunityAlertMail } from "~/server/mail/templates";
import { unsubscribeUrl } from "~/server/mail/unsubscribe-token";
import { mailLanguage } from "~/server/services/accounts/mail-recipient";
import type { NewNotification } from "~/server/services/notifications/create-notification";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import type { ServiceContext } from "~/server/services/service-context";
import { claimAlertBatch } from "./claim-alert-batch";
import { claimInterestAlertBatch } from "./claim-interest-alert-batch";
import { claimNaicsAlertBatch } from "./claim-naics-alert-batch";

/** Owners (or users) read, alerted and queued per transaction. */
export const ALERT_BATCH_SIZE = 500;
/**
 * Batches one job runs before it hands the rest to a new job: 20 × 500 = 10,000 people, about 8–10 s
 * on PostgreSQL and 15–22 s on PGlite here, so a job's expiry (JOB_POLICIES) can stay short whatever
 * the audience (decision 027, update).
 */
export const ALERT_BATCHES_PER_JOB = 20;

/** Where a fan-out goes on: the pass, and the last key that pass has read (null: from the start). */
export type AlertCursor = { pass: "preferred" | "interests" | "naics"; after: string | null };

export type AlertRun = {
  /** Batches read, all passes (each: one read-and-insert statement, one for the mail jobs, two for notifications). */
  batches: number;
  /** People alerted by this run, all passes: one each, whatever their businesses (a rerun skips those alerted before). */
  alerted: number;
  /** Set when this run stopped at its batch budget: the new job that goes on from here was queued. */
  continueAt?: AlertCursor;
};

type Ctx = Pick<ServiceContext, "db" | "jobs" | "now" | "config" | "linkSecret">;
type Tx = Parameters<Parameters<Ctx["db"]["transaction"]>[0]>[0];
type Recipient = {
  key: string;
  isNew: boolean;
  email: string;
  signInOrigin: string | null;
  language: string | null;
  ownerName: string;
  userId: string;
  byMail: boolean;
  inApp: boolean;
};

/** The class of the advisory locks that keep two runs of one opportunity's alerts from interleaving. */
const ALERT_LOCK_CLASS = 7_120_311;

/**
 * Runs one pass in batches, each in one transaction: `claim` reads the next recipients after the
 * last key and records them; the new ones get their send-mail job and notification in the same
 * transaction. A batch first takes a transaction lock on the opportunity: a run whose job expired
 * while it still worked and the retry that took over never run a batch at the same time, so each
 * batch sees whom the other already told.
 */
async function fanOut<R extends Recipient>(
  ctx: Ctx,
  opportunityId: string,
  run: AlertRun,
  { batchSize, maxBatches, from }: { batchSize: number; maxBatches: number; from: string | null },
  claim: (tx: Tx, after: string | null) => Promise<R[]>,
  deliver: (r: R) => { mail: OpportunityAlert; notification: NewNotification },
): Promise<{ done: true } | { done: false; after: string }> {
  let after = from;
  for (;;) {
    if (run.batches >= maxBatches && after !== null) return { done: false, after };
    const batch = await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ALERT_LOCK_CLASS}::int, hashtext(${opportunityId}))`,
      );
      const recipients = await claim(tx, after);
      const fresh = recipients.filter((r) => r.isNew).map((r) => ({ r, ...deliver(r) }));
      // Each by the way they take it: the e-mail and the bell are switched on and off apart.
      const mails = await Promise.all(
        fresh
          .filter(({ r }) => r.byMail)
          .map(({ r, mail }) => opportunityAlertMail(r.email, mail, mailLanguage(r.language))),
      );
      await ctx.jobs.enqueueMany(tx, "send-mail", mails);
      await createNotifications(
        { db: tx },
        fresh.filter(({ r }) => r.inApp).map((f) => f.notification),
      );
      return { read: recipients.length, last: recipients.at(-1)?.key ?? null, alerted: fresh.length };
    });
    run.batches++;
    run.alerted += batch.alerted;
    if (batch.read < batchSize || batch.last === null) return { done: true };
    after = batch.last;
  }
}

/**
 * The `opportunity-alerts` job, in two passes. First every owner of businesses that are Preferred,
 * verified, unexpired and active gets one alert naming all of those businesses — an opportunity_alerts
 * row per business (key: opportunity, business), one send-mail job when they have an e-mail and
 * Contract Notifications on, one in-app notification when their in-app contract alerts are on (someone
 * with both off is skipped); an owner with a business recorded before
 * (a rerun) is not told again. Then, whatever their tier, every user whose saved interests match the opportunity
 * (category, or a place within its location) and who was not alerted in the first pass gets one —
 * an opportunity_interest_alerts row (key: opportunity, user), its mail and notification as they take them. The keys
 * make a rerun after a crash or a retry skip whoever was alerted and reach whoever was not. Last, every
 * owner of active businesses whose procurement profile lists one of the opportunity's NAICS codes, not
 * alerted by either pass, gets one naming those businesses — an opportunity_interest_alerts row too, so
 * each person hears of an opportunity once whatever the reasons. Each e-mail is its own job, retried
 * alone when its address fails, and carries a one-click unsubscribe.
 */
export async function sendOpportunityAlerts(
  ctx: Ctx,
  { opportunityId, pass = "preferred", after = null }: { opportunityId: string } & Partial<AlertCursor>,
  {
    batchSize = ALERT_BATCH_SIZE,
    batchesPerJob = ALERT_BATCHES_PER_JOB,
  }: { batchSize?: number; batchesPerJob?: number } = {},
): Promise<AlertRun> {
  const [opportunity] = await ctx.db
    .select()
    .from(contractOpportunities)
    .where(eq(contractOpportunities.id, opportunityId));
  // Deleted or closed before its alerts went out: nobody is told about it.
  if (!opportunity?.isActive) return { batches: 0, alerted: 0 };

  const link = `/opportunities/${opportunity.id}`;
  const about = {
    title: opportunity.title,
    companyName: opportunity.companyName,
    description: opportunity.description,
    location: opportunity.location,
    budget: { min: opportunity.budgetMin, max: opportunity.budgetMax },
    deadline: opportunity.deadline,
    naics: {
      edition: NAICS_EDITION,
      codes: describeNaics(opportunity.naicsCodes).map(({ code, title }) => `${code} ${title}`),
    },
  };
  const mailTo = (
    r: Recipient,
    match: OpportunityAlert["match"],
    businessNames: string[],
  ): OpportunityAlert => {
    const origin = mailOrigin(ctx.config, r.signInOrigin);
    return {
      ...about,
      ownerName: r.ownerName,
      match,
      businessNames,
      origin,
      url: `${origin}${link}`,
      unsubscribeUrl: unsubscribeUrl(origin, ctx.linkSecret, r.userId),
    };
  };
  const title = notice("New contract opportunity: {title}", { title: opportunity.title });
  const company = opportunity.companyName;
  const budgetIn: NoticeValue = { budget: { min: opportunity.budgetMin, max: opportunity.budgetMax } };
  const names = (businessNames: string[]): NoticeValue => ({ names: businessNames });

  const run: AlertRun = { batches: 0, alerted: 0 };
  /** Queues the job that goes on where this one stops (a rerun of this one would only redo read batches). */
  const continueAt = async (cursor: AlertCursor): Promise<AlertRun> => {
    await ctx.jobs.enqueue(ctx.db, "opportunity-alerts", { opportunityId, ...cursor });
    return { ...run, continueAt: cursor };
  };
  const budget = (from: string | null) => ({ batchSize, maxBatches: batchesPerJob, from });

  if (pass === "preferred") {
    const preferred = await fanOut(
      ctx,
      opportunityId,
      run,
      budget(after),
      async (tx, after) =>
        (await claimAlertBatch(tx, { opportunityId, now: ctx.now(), after, limit: batchSize })).map((r) => ({
          ...r,
          key: r.userId,
        })),
      (r) => ({
        mail: mailTo(r, "preferred", r.businessNames),
        notification: {
          userId: r.userId,
          kind: "contract_opportunity",
          title,
          body: notice("{company} posted an opportunity for {businesses}: {budget}.", {
            company,
            businesses: names(r.businessNames),
            budget: budgetIn,
          }),
          link,
        },
      }),
    );
    if (!preferred.done) return continueAt({ pass: "preferred", after: preferred.after });
  }
  // Without a category or a location, nobody's interests can match: no second pass.
  if (pass !== "naics" && (opportunity.category || opportunity.location?.trim())) {
    if (pass === "preferred" && run.batches >= batchesPerJob)
      return continueAt({ pass: "interests", after: null });
    const interests = await fanOut(
      ctx,
      opportunityId,
      run,
      budget(pass === "interests" ? after : null),
      async (tx, after) =>
        (
          await claimInterestAlertBatch(tx, {
            opportunityId,
            category: opportunity.category,
            location: opportunity.location,
            now: ctx.now(),
            after,
            limit: batchSize,
          })
        ).map((r) => ({ ...r, key: r.userId })),
      (r) => ({
        mail: mailTo(r, "interests", []),
        notification: {
          userId: r.userId,
          kind: "contract_opportunity",
          title,
          body: notice("{company} posted an opportunity matching your saved interests: {budget}.", {
            company,
            budget: budgetIn,
          }),
          link,
        },
      }),
    );
    if (!interests.done) return continueAt({ pass: "interests", after: interests.after });
  }
  // Without NAICS codes, no business's codes can match: no third pass.
  if (opportunity.naicsCodes.length === 0) return run;
  if (pass !== "naics" && run.batches >= batchesPerJob) return continueAt({ pass: "naics", after: null });
  const naics = await fanOut(
    ctx,
    opportunityId,
    run,
    budget(pass === "naics" ? after : null),
    async (tx, after) =>
      (
        await claimNaicsAlertBatch(tx, {
          opportunityId,
          codes: opportunity.naicsCodes,
          now: ctx.now(),
          after,
          limit: batchSize,
        })
      ).map((r) => ({ ...r, key: r.userId })),
    (r) => ({
      mail: mailTo(r, "naics", r.businessNames),
      notification: {
        userId: r.userId,
        kind: "contract_opportunity",
        title,
        body: notice("{company} posted an opportunity matching the NAICS codes of {businesses}: {budget}.", {
          company,
          businesses: names(r.businessNames),
          budget: budgetIn,
        }),
        link,
      },
    }),
  );
  if (!naics.done) return continueAt({ pass: "naics", after: naics.after });
  return run;
}
