import { eq } from "drizzle-orm";
import type { OpportunityResponse, ResponsePatch } from "~/domain/opportunities/opportunity-response-schema";
import { opportunityResponses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { lockOwnResponse } from "./lock-own-response";
import { toOpportunityResponses } from "./to-opportunity-response";

export const OWN_RESPONSE_MESSAGES = {
  unauthorized: "Sign in to change your answer.",
  forbidden: "Only its author can change this answer.",
};

/** Its author edits an answer's message, quote or consent, until the deadline (409 after it). */
export async function updateOpportunityResponse(
  ctx: Pick<ServiceContext, "db" | "storage" | "now">,
  actor: Actor,
  { id, responseId, patch }: { id: string; responseId: string; patch: ResponsePatch },
): Promise<OpportunityResponse> {
  requireUser(actor, OWN_RESPONSE_MESSAGES.unauthorized);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockOwnResponse(tx, actor, { id, responseId, now }, OWN_RESPONSE_MESSAGES);
    const [row] = await tx
      .update(opportunityResponses)
      .set({
        message: patch.message,
        quote: patch.quote,
        showNameIfAwarded: patch.show_name_if_awarded,
        updatedAt: now,
      })
      .where(eq(opportunityResponses.id, responseId))
      .returning();
    const [answer] = await toOpportunityResponses(tx, ctx.storage, [row!], now);
    return answer!;
  });
}
