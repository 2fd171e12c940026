import type { OpportunityFormData } from "~/domain/opportunities/opportunity-form-schema";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { contractOpportunities } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkNaicsCodes, naicsColumns } from "./opportunity-naics";
import { toOpportunity } from "./to-opportunity";

/**
 * A signed-in user posts an opportunity; they are its poster (created_by), and it starts open. Its
 * alerts (Preferred businesses, then matching interests and NAICS codes) are one job queued in the same transaction: stored together or not at all.
 */
export async function createOpportunity(
  ctx: Pick<ServiceContext, "db" | "jobs">,
  actor: Actor,
  input: OpportunityFormData,
): Promise<Opportunity> {
  const user = requireUser(actor, "Sign in to post an opportunity.");
  checkNaicsCodes(input.naics_codes);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contractOpportunities)
      .values({
        title: input.title,
        companyName: input.company_name,
        description: input.description,
        budgetMin: input.budget_min,
        budgetMax: input.budget_max,
        deadline: input.deadline,
        location: input.location,
        category: input.category,
        requirements: input.requirements,
        ...naicsColumns(input.naics_codes),
        createdBy: user.userId,
      })
      .returning();
    await ctx.jobs.enqueue(tx, "opportunity-alerts", { opportunityId: row!.id });
    // Its status as of the moment it was stored: open.
    return toOpportunity(row!, actor, row!.createdAt);
  });
}
