import { and, eq } from "drizzle-orm";
import { RESPONSE_MESSAGES } from "~/domain/opportunities/opportunity-response-rules";
import type {
  OpportunityResponse,
  ResponseFormData,
} from "~/domain/opportunities/opportunity-response-schema";
import { opportunityStatus } from "~/domain/opportunities/opportunity-status";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses, opportunityResponses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { lockOpportunity, toOpportunityResponses } from "./to-opportunity-response";

/**
 * A signed-in owner answers an open opportunity for one of their active businesses: one answer per
 * business (409 for a second), none after the deadline (409), never to their own opportunity (403).
 */
export async function answerOpportunity(
  ctx: Pick<ServiceContext, "db" | "storage" | "now">,
  actor: Actor,
  { id, answer }: { id: string; answer: ResponseFormData },
): Promise<OpportunityResponse> {
  const user = requireUser(actor, "Sign in to answer an opportunity.");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const opportunity = await lockOpportunity(tx, id);
    if (opportunity.createdBy === user.userId)
      throw new AppError("forbidden", RESPONSE_MESSAGES.ownOpportunity);
    if (opportunityStatus(opportunity, now) !== "open")
      throw new AppError("conflict", RESPONSE_MESSAGES.closed);
    const [business] = isUuid(answer.business_id)
      ? await tx
          .select({ id: businesses.id })
          .from(businesses)
          .where(
            and(
              eq(businesses.id, answer.business_id),
              eq(businesses.ownerId, user.userId),
              eq(businesses.isActive, true),
            ),
          )
          .limit(1)
      : [];
    if (!business) {
      throw new AppError("forbidden", RESPONSE_MESSAGES.business, {
        business_id: RESPONSE_MESSAGES.business,
      });
    }
    const [row] = await tx
      .insert(opportunityResponses)
      .values({
        opportunityId: opportunity.id,
        businessId: business.id,
        authorId: user.userId,
        message: answer.message,
        quote: answer.quote,
        showNameIfAwarded: answer.show_name_if_awarded,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError("conflict", RESPONSE_MESSAGES.duplicate, {
        business_id: RESPONSE_MESSAGES.duplicate,
      });
    const [answered] = await toOpportunityResponses(tx, ctx.storage, [row], now);
    return answered!;
  });
}
