import { eq } from "drizzle-orm";
import { budgetLine } from "~/domain/opportunities/budget-line";
import { formatDeadline } from "~/domain/opportunities/format-deadline";
import { contractOpportunities } from "~/server/db/schema";
import { type OpportunityAlert, opportunityAlertMail } from "~/server/mail/templates";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import type { ServiceContext } from "~/server/services/service-context";
import { claimAlertBatch } from "./claim-alert-batch";

/** Businesses read, alerted and queued per transaction. */
export const ALERT_BATCH_SIZE = 500;

export type AlertRun = {
  /** Batches read (each: one read-and-insert statement, one for the mail jobs, two for notifications). */
  batches: number;
  /** Businesses alerted by this run (a rerun skips those alerted before). */
  alerted: number;
};

/**
 * The `opportunity-alerts` job: every business that is Preferred, verified, unexpired and active,
 * whose owner has an e-mail and has contract notifications on, gets one alert — an opportunity_alerts
 * row, a send-mail job to its owner and an in-app notification — in batches, each in one transaction.
 * The row's key (opportunity, business) makes a rerun after a crash or a retry skip whoever was
 * alerted and reach whoever was not; each e-mail is its own job, retried alone when its address fails.
 */
export async function sendOpportunityAlerts(
  ctx: Pick<ServiceContext, "db" | "jobs" | "now" | "config">,
  { opportunityId }: { opportunityId: string },
  { batchSize = ALERT_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<AlertRun> {
  const [opportunity] = await ctx.db
    .select()
    .from(contractOpportunities)
    .where(eq(contractOpportunities.id, opportunityId));
  // Deleted or closed before its alerts went out: nobody is told about it.
  if (!opportunity?.isActive) return { batches: 0, alerted: 0 };

  const link = `/opportunities/${opportunity.id}`;
  const about: Omit<OpportunityAlert, "ownerName" | "businessName"> = {
    title: opportunity.title,
    companyName: opportunity.companyName,
    description: opportunity.description,
    location: opportunity.location,
    budget: budgetLine(opportunity.budgetMin, opportunity.budgetMax),
    deadline: opportunity.deadline ? formatDeadline(opportunity.deadline) : null,
    url: `${ctx.config.baseUrl}${link}`,
  };

  const run: AlertRun = { batches: 0, alerted: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const recipients = await claimAlertBatch(tx, {
        opportunityId,
        now: ctx.now(),
        after,
        limit: batchSize,
      });
      const fresh = recipients.filter((r) => r.isNew);
      await ctx.jobs.enqueueMany(
        tx,
        "send-mail",
        fresh.map((r) =>
          opportunityAlertMail(r.email, { ...about, ownerName: r.ownerName, businessName: r.businessName }),
        ),
      );
      await createNotifications(
        { db: tx },
        fresh.map((r) => ({
          userId: r.userId,
          kind: "contract_opportunity" as const,
          title: `New contract opportunity: ${opportunity.title}`,
          body: `${opportunity.companyName} posted an opportunity for ${r.businessName}: ${about.budget}.`,
          link,
        })),
      );
      return { read: recipients.length, last: recipients.at(-1)?.businessId ?? null, alerted: fresh.length };
    });
    run.batches++;
    run.alerted += batch.alerted;
    if (batch.read < batchSize || batch.last === null) return run;
    after = batch.last;
  }
}
