import { eq } from "drizzle-orm";
import { budgetsInOrder, type OpportunityPatch } from "~/domain/opportunities/opportunity-form-schema";
import { OPPORTUNITY_MESSAGES } from "~/domain/opportunities/opportunity-rules";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { contractOpportunities } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { lockManagedOpportunity } from "./lock-managed-opportunity";
import { checkNaicsCodes, naicsColumns } from "./opportunity-naics";
import { awardedNameOf, toOpportunity } from "./to-opportunity";

const SETTLED = "This opportunity has been awarded or cancelled and can no longer change.";

const MESSAGES = {
  unauthorized: "Sign in to change an opportunity.",
  forbidden: "Only the poster or an admin can change this opportunity.",
};

/**
 * Its poster or an admin edits an opportunity, closes it (is_active false), reopens it or
 * cancels it (status cancelled); an awarded or cancelled one no longer changes (409). The
 * budget order is checked against what is stored for the budget left out.
 */
export async function updateOpportunity(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { id, patch }: { id: string; patch: OpportunityPatch },
): Promise<Opportunity> {
  requireUser(actor, MESSAGES.unauthorized);
  return ctx.db.transaction(async (tx) => {
    const row = await lockManagedOpportunity(tx, actor, id, MESSAGES);
    if (row.status === "awarded" || row.status === "cancelled") throw new AppError("conflict", SETTLED);
    checkNaicsCodes(patch.naics_codes);
    const budget_min = patch.budget_min === undefined ? row.budgetMin : patch.budget_min;
    const budget_max = patch.budget_max === undefined ? row.budgetMax : patch.budget_max;
    if (!budgetsInOrder({ budget_min, budget_max })) {
      throw new AppError("validation", OPPORTUNITY_MESSAGES.budgetOrder, {
        budget_max: OPPORTUNITY_MESSAGES.budgetOrder,
      });
    }
    const [updated] = await tx
      .update(contractOpportunities)
      .set({
        title: patch.title,
        companyName: patch.company_name,
        description: patch.description,
        budgetMin: patch.budget_min,
        budgetMax: patch.budget_max,
        deadline: patch.deadline,
        location: patch.location,
        category: patch.category,
        requirements: patch.requirements,
        ...(patch.naics_codes && naicsColumns(patch.naics_codes)),
        ...statusOf(patch),
        updatedAt: ctx.now(),
      })
      .where(eq(contractOpportunities.id, id))
      .returning();
    return toOpportunity(updated!, actor, ctx.now(), await awardedNameOf(tx, updated!));
  });
}

/** is_active false closes, true reopens; cancelling closes it for good (decision 056). */
function statusOf(patch: OpportunityPatch) {
  if (patch.status === "cancelled") return { status: "cancelled" as const, isActive: false };
  if (patch.is_active === undefined) return {};
  return { status: patch.is_active ? ("open" as const) : ("closed" as const), isActive: patch.is_active };
}
