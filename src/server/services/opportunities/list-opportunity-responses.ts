import { asc, eq } from "drizzle-orm";
import type { OpportunityResponse } from "~/domain/opportunities/opportunity-response-schema";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import { contractOpportunities, opportunityResponses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { awardedNameOf, NOT_FOUND, toOpportunity } from "./to-opportunity";
import { toOpportunityResponses } from "./to-opportunity-response";

const MESSAGES = {
  unauthorized: "Sign in to read the answers.",
  forbidden: "Only the poster or an admin can read the answers to this opportunity.",
};

/** The poster of an opportunity, or an admin, reads every answer to it, oldest first, whatever its status. */
export async function listOpportunityResponses(
  ctx: Pick<ServiceContext, "db" | "storage" | "now">,
  actor: Actor,
  { id }: { id: string },
): Promise<{ opportunity: Opportunity; items: OpportunityResponse[] }> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(contractOpportunities)
    .where(eq(contractOpportunities.id, id))
    .limit(1);
  if (!row) throw new AppError("not_found", NOT_FOUND);
  requireOwnerOrAdmin(actor, row.createdBy, MESSAGES);
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(opportunityResponses)
    .where(eq(opportunityResponses.opportunityId, id))
    .orderBy(asc(opportunityResponses.createdAt), asc(opportunityResponses.id));
  return {
    opportunity: toOpportunity(row, actor, now, await awardedNameOf(ctx.db, row)),
    items: await toOpportunityResponses(ctx.db, ctx.storage, rows, now),
  };
}
