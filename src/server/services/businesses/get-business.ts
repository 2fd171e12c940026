import { eq } from "drizzle-orm";
import type { Business, ManagedBusiness } from "~/domain/businesses/business-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { businessColumns, toBusiness, toManagedBusiness } from "./to-business";

/**
 * Anyone may read an active business; an inactive one only its owner or an admin (others: 404).
 * Its owner and admins read it as they manage it (the street address always, where it is exactly);
 * everyone else as the public sees it.
 */
export async function getBusiness(
  { db }: ServiceContext,
  actor: Actor,
  { id }: { id: string },
): Promise<Business | ManagedBusiness> {
  if (!isUuid(id)) throw new AppError("not_found", "Business not found.");
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, id)).limit(1);
  const manages = row !== undefined && isOwnerOrAdmin(actor, row.ownerId);
  if (!row || (!row.isActive && !manages)) {
    throw new AppError("not_found", "Business not found.");
  }
  return manages ? toManagedBusiness(row) : toBusiness(row);
}
