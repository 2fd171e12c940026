import { and, asc, eq } from "drizzle-orm";
import type { MyResponses } from "~/domain/opportunities/opportunity-response-schema";
import { opportunityStatus } from "~/domain/opportunities/opportunity-status";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses, contractOpportunities, opportunityResponses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toOpportunityResponses } from "./to-opportunity-response";

/** A signed-in user's own answers to an opportunity, and their active businesses (what they may answer for). */
export async function listMyOpportunityResponses(
  ctx: Pick<ServiceContext, "db" | "storage" | "now">,
  actor: Actor,
  { id }: { id: string },
): Promise<MyResponses> {
  const user = requireUser(actor, "Sign in to read your answers.");
  const r = opportunityResponses;
  const [rows, owned, [opportunity]] = await Promise.all([
    isUuid(id)
      ? ctx.db
          .select()
          .from(r)
          .where(and(eq(r.opportunityId, id), eq(r.authorId, user.userId)))
          .orderBy(asc(r.createdAt), asc(r.id))
      : [],
    ctx.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(and(eq(businesses.ownerId, user.userId), eq(businesses.isActive, true)))
      .orderBy(asc(businesses.name), asc(businesses.id)),
    isUuid(id)
      ? ctx.db.select().from(contractOpportunities).where(eq(contractOpportunities.id, id)).limit(1)
      : [],
  ]);
  const now = ctx.now();
  const can_answer =
    Boolean(opportunity) &&
    opportunity!.createdBy !== user.userId &&
    opportunityStatus(opportunity!, now) === "open";
  return {
    items: await toOpportunityResponses(ctx.db, ctx.storage, rows, now),
    businesses: owned,
    can_answer,
  };
}
