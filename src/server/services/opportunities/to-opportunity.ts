import { and, eq, gte, isNull, or, type SQL } from "drizzle-orm";
import { earliestToday } from "~/domain/opportunities/opportunity-rules";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { contractOpportunities } from "~/server/db/schema";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";

export type OpportunityRow = typeof contractOpportunities.$inferSelect;

export const NOT_FOUND = "Opportunity not found.";

/** Listed: open and its deadline not passed anywhere on Earth, decided when read (nothing sweeps them). */
export function isListed(now: Date): SQL {
  const t = contractOpportunities;
  return and(eq(t.isActive, true), or(isNull(t.deadline), gte(t.deadline, earliestToday(now))))!;
}

export function toOpportunity(row: OpportunityRow, actor: Actor): Opportunity {
  return {
    id: row.id,
    title: row.title,
    company_name: row.companyName,
    description: row.description,
    budget_min: row.budgetMin,
    budget_max: row.budgetMax,
    location: row.location,
    category: row.category,
    requirements: row.requirements,
    deadline: row.deadline,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    can_manage: isOwnerOrAdmin(actor, row.createdBy),
  };
}
