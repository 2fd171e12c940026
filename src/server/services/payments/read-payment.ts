import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { businesses, payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin, requireUser, type SignedInActor } from "~/server/policy";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const PAYMENT_NOT_FOUND = "Payment session not found.";

/**
 * A payment by its provider session id with its business, for its business's owner or an admin:
 * 401 anonymous, 404 for anyone else (whether a session exists is private), as for unknown ones.
 */
export async function readPaymentBySession(db: Db | Tx, actor: Actor, sessionId: string) {
  const user = requireUser(actor);
  const [row] = await db
    .select({ payment: payments, business: businesses })
    .from(payments)
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(eq(payments.providerSessionId, sessionId))
    .limit(1);
  if (!row || !isOwnerOrAdmin(user, row.business.ownerId)) throw new AppError("not_found", PAYMENT_NOT_FOUND);
  return { user: user as SignedInActor, ...row };
}
