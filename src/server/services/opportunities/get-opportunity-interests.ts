import { eq } from "drizzle-orm";
import type { OpportunityInterests } from "~/domain/opportunities/opportunity-interests-schema";
import { opportunityInterests } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** The signed-in user's saved interests (none saved: empty lists). */
export async function getOpportunityInterests(
  { db }: Pick<ServiceContext, "db">,
  actor: Actor,
): Promise<OpportunityInterests> {
  const me = requireUser(actor);
  const [row] = await db
    .select()
    .from(opportunityInterests)
    .where(eq(opportunityInterests.userId, me.userId));
  return { categories: row?.categories ?? [], locations: row?.locations ?? [] };
}
