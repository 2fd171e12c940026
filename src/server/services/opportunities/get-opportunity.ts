import { eq } from "drizzle-orm";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import { contractOpportunities } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { isListed, NOT_FOUND, toOpportunity } from "./to-opportunity";

/** One opportunity: a listed one for anyone; a closed or past one only for its poster or an admin. */
export async function getOpportunity(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { id }: { id: string },
): Promise<Opportunity> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const t = contractOpportunities;
  const [row] = await ctx.db
    .select({ row: t, listed: isListed(ctx.now()) })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  if (!row || (!row.listed && !isOwnerOrAdmin(actor, row.row.createdBy))) {
    throw new AppError("not_found", NOT_FOUND);
  }
  return toOpportunity(row.row, actor);
}
