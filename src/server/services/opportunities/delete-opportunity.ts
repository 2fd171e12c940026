import { eq } from "drizzle-orm";
import { contractOpportunities } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { lockManagedOpportunity } from "./lock-managed-opportunity";

const MESSAGES = {
  unauthorized: "Sign in to delete an opportunity.",
  forbidden: "Only the poster or an admin can delete this opportunity.",
};

/** Its poster or an admin deletes an opportunity for good (closing it keeps it: PATCH is_active false). */
export async function deleteOpportunity(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  requireUser(actor, MESSAGES.unauthorized);
  await ctx.db.transaction(async (tx) => {
    await lockManagedOpportunity(tx, actor, id, MESSAGES);
    await tx.delete(contractOpportunities).where(eq(contractOpportunities.id, id));
  });
}
