import { eq } from "drizzle-orm";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { contractOpportunities } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin } from "~/server/policy";
import { NOT_FOUND } from "./to-opportunity";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The opportunity under a row lock, once the actor is known to be its poster or an admin. */
export async function lockManagedOpportunity(
  tx: Tx,
  actor: Actor,
  id: string,
  messages: { unauthorized: string; forbidden: string },
) {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const [row] = await tx
    .select()
    .from(contractOpportunities)
    .where(eq(contractOpportunities.id, id))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("not_found", NOT_FOUND);
  requireOwnerOrAdmin(actor, row.createdBy, messages);
  return row;
}
