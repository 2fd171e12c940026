import { and, eq, gte, isNull, or, type SQL } from "drizzle-orm";
import { earliestToday } from "~/domain/opportunities/opportunity-rules";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { opportunityStatus } from "~/domain/opportunities/opportunity-status";
import { describeNaics } from "~/domain/procurement/describe-naics";
import { NAICS_EDITION } from "~/domain/procurement/procurement-rules";
import type { Db } from "~/server/db/client";
import { businesses, contractOpportunities, opportunityResponses } from "~/server/db/schema";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";

export type OpportunityRow = typeof contractOpportunities.$inferSelect;

export const NOT_FOUND = "Opportunity not found.";

/** Listed: open and its deadline not passed anywhere on Earth, decided when read (nothing sweeps them). */
export function isListed(now: Date): SQL {
  const t = contractOpportunities;
  return and(
    eq(t.status, "open"),
    eq(t.isActive, true),
    or(isNull(t.deadline), gte(t.deadline, earliestToday(now))),
  )!;
}

/** The winner's business name on an awarded opportunity, only when the winner agreed to show it. */
export async function awardedNameOf(db: Pick<Db, "select">, row: OpportunityRow): Promise<string | null> {
  if (row.status !== "awarded") return null;
  const r = opportunityResponses;
  const [winner] = await db
    .select({ name: businesses.name })
    .from(r)
    .innerJoin(businesses, eq(businesses.id, r.businessId))
    .where(and(eq(r.opportunityId, row.id), eq(r.status, "awarded"), eq(r.showNameIfAwarded, true)))
    .limit(1);
  return winner?.name ?? null;
}

export function toOpportunity(
  row: OpportunityRow,
  actor: Actor,
  now: Date,
  awardedTo: string | null = null,
): Opportunity {
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
    naics_edition: NAICS_EDITION,
    naics: describeNaics(row.naicsCodes),
    deadline: row.deadline,
    is_active: row.isActive,
    status: opportunityStatus(row, now),
    awarded_to: awardedTo,
    created_at: row.createdAt.toISOString(),
    can_manage: isOwnerOrAdmin(actor, row.createdBy),
  };
}
