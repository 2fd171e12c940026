import { eq } from "drizzle-orm";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { isUuid } from "./get-business";

const UNAUTHORIZED = "Sign in to delete a business.";

/** The owner or an admin deletes a business for good (its documents, events and analytics go with it). */
export async function deleteBusiness(
  { db }: ServiceContext,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  requireUser(actor, UNAUTHORIZED);
  if (!isUuid(id)) throw new AppError("not_found", "Business not found.");
  const [row] = await db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  if (!row) throw new AppError("not_found", "Business not found.");
  requireOwnerOrAdmin(actor, row.ownerId, {
    unauthorized: UNAUTHORIZED,
    forbidden: "Only the owner or an admin can delete this business.",
  });
  await db.delete(businesses).where(eq(businesses.id, id));
}
