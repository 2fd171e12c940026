import { eq } from "drizzle-orm";
import type { Business } from "../../../domain/listing/business-schema.ts";
import { businesses } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { type Actor, isOwnerOrAdmin } from "../../policy.ts";
import type { ServiceContext } from "../service-context.ts";
import { businessColumns, toBusiness } from "./to-business.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return UUID.test(id);
}

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
