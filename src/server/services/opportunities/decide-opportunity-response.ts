import { eq } from "drizzle-orm";
import { notice, wordNotice } from "~/domain/notifications/notice";
import { RESPONSE_MESSAGES } from "~/domain/opportunities/opportunity-response-rules";
import type {
  OpportunityResponse,
  ResponseDecisionInput,
} from "~/domain/opportunities/opportunity-response-schema";
import { businesses, contractOpportunities, opportunityResponses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { opportunityDecisionMail } from "~/server/mail/opportunity-decision-mail";
import { type Actor, requireOwner, requireUser } from "~/server/policy";
import { mailRecipient } from "~/server/services/accounts/mail-recipient";
import { createNotification } from "~/server/services/notifications/create-notification";
import type { ServiceContext } from "~/server/services/service-context";
import { lockOpportunity, readResponse, toOpportunityResponses } from "./to-opportunity-response";

const MESSAGES = {
  unauthorized: "Sign in to decide on answers.",
  forbidden: "Only the poster can decide on the answers to this opportunity.",
};

const NOTICES = {
  shortlisted: "Your answer was shortlisted",
  declined: "Your answer was declined",
  awarded: "Awarded: your answer won",
} as const;

/**
 * The poster shortlists, declines (with an optional note) or awards an answer; awarding closes the
 * opportunity as awarded and no decision follows it (409). A decision the answer already has changes
 * nothing; any other tells the answering owner once, in the bell and by e-mail, in its transaction.
 */
export async function decideOpportunityResponse(
  ctx: Pick<ServiceContext, "db" | "storage" | "jobs" | "config" | "now">,
  actor: Actor,
  { id, responseId, decision }: { id: string; responseId: string; decision: ResponseDecisionInput },
): Promise<OpportunityResponse> {
  requireUser(actor, MESSAGES.unauthorized);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const opportunity = await lockOpportunity(tx, id);
    requireOwner(actor, opportunity.createdBy, MESSAGES);
    const response = await readResponse(tx, opportunity.id, responseId);
    if (opportunity.status === "awarded" || opportunity.status === "cancelled") {
      throw new AppError("conflict", RESPONSE_MESSAGES.decided);
    }
    if (response.status === decision.decision) {
      const [same] = await toOpportunityResponses(tx, ctx.storage, [response], now);
      return same!;
    }
    const [row] = await tx
      .update(opportunityResponses)
      .set({ status: decision.decision, decisionNote: decision.note, decidedAt: now, updatedAt: now })
      .where(eq(opportunityResponses.id, response.id))
      .returning();
    if (decision.decision === "awarded") {
      await tx
        .update(contractOpportunities)
        .set({ status: "awarded", isActive: false, updatedAt: now })
        .where(eq(contractOpportunities.id, opportunity.id));
    }
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, response.businessId))
      .limit(1);
    const businessName = business?.name ?? "your business";
    const link = `/opportunities/${opportunity.id}`;
    const title = NOTICES[decision.decision];
    await createNotification(
      { db: tx },
      {
        userId: response.authorId,
        kind: "contract_opportunity",
        title: notice(title),
        body: notice("{title}: the poster's decision on the answer of {business}.", {
          title: opportunity.title,
          business: business?.name ?? wordNotice("your business"),
        }),
        link,
      },
    );
    const to = await mailRecipient(ctx, tx, response.authorId);
    if (to) {
      const mail = await opportunityDecisionMail(
        to.email,
        {
          decision: decision.decision,
          title: opportunity.title,
          businessName,
          note: decision.note,
          origin: to.origin,
          url: `${to.origin}${link}`,
        },
        to.language,
      );
      await ctx.jobs.enqueue(tx, "send-mail", mail);
    }
    const [decided] = await toOpportunityResponses(tx, ctx.storage, [row!], now);
    return decided!;
  });
}
