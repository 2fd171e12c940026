import { and, eq } from "drizzle-orm";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import { contractOpportunities, opportunityResponses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { awardedNameOf, isListed, NOT_FOUND, toOpportunity } from "./to-opportunity";

/**
 * One opportunity: a listed or awarded one for anyone; a closed, cancelled or past one only for its
 * poster, an admin, or an owner who answered it (decision 056).
 */
export async function getOpportunity(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { id }: { id: string },
): Promise<Opportunity> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const t = contractOpportunities;
  const now = ctx.now();
  const [found] = await ctx.db
    .select({ row: t, listed: isListed(now) })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  if (!found) throw new AppError("not_found", NOT_FOUND);
  const { row, listed } = found;
  const visible =
    listed ||
    row.status === "awarded" ||
    isOwnerOrAdmin(actor, row.createdBy) ||
    (await answered(ctx, actor, id));
  if (!visible) throw new AppError("not_found", NOT_FOUND);
  return toOpportunity(row, actor, now, await awardedNameOf(ctx.db, row));
}

async function answered(ctx: Pick<ServiceContext, "db">, actor: Actor, id: string): Promise<boolean> {
  if (actor.kind !== "user") return false;
  const r = opportunityResponses;
  const [mine] = await ctx.db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.opportunityId, id), eq(r.authorId, actor.userId)))
    .limit(1);
  return Boolean(mine);
}
