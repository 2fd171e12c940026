import { eq } from "drizzle-orm";
import type { Business } from "~/domain/businesses/business-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { businessColumns, toBusiness } from "./to-business";

/** Anyone may read an active business; an inactive one only its owner or an admin (others: 404). */
export async function getBusiness(
  { db }: ServiceContext,
  actor: Actor,
  { id }: { id: string },
): Promise<Business> {
  if (!isUuid(id)) throw new AppError("not_found", "Business not found.");
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, id)).limit(1);
  if (!row || (!row.isActive && !isOwnerOrAdmin(actor, row.ownerId))) {
    throw new AppError("not_found", "Business not found.");
  }
  return toBusiness(row);
}
