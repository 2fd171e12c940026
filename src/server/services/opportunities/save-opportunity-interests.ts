import type { OpportunityInterests } from "~/domain/opportunities/opportunity-interests-schema";
import { opportunityInterests } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** Replaces the signed-in user's saved interests; empty lists mean they hear only what their tier brings. */
export async function saveOpportunityInterests(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  input: OpportunityInterests,
): Promise<OpportunityInterests> {
  const me = requireUser(actor);
  const values = { categories: input.categories, locations: input.locations, updatedAt: now() };
  await db
    .insert(opportunityInterests)
    .values({ userId: me.userId, ...values })
    .onConflictDoUpdate({ target: opportunityInterests.userId, set: values });
  return { categories: input.categories, locations: input.locations };
}
