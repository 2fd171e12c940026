import { eq } from "drizzle-orm";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import { procurementProfiles } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { listOtherCertifications } from "./other-certification-rows";
import { BUSINESS_NOT_FOUND, findProfileBusiness, toProcurementProfile } from "./procurement-rows";

/**
 * A business's procurement profile. Public for an active business, with the customer names its
 * owner hid left out, and its other certifications without who checked them or their files; an inactive business's only for its owner or an admin (404 otherwise, like the
 * business). The owner and admins read the hidden names too (they edit them).
 */
export async function getProcurementProfile(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<ProcurementProfile> {
  const business = await findProfileBusiness(ctx.db, businessId);
  const manages = isOwnerOrAdmin(actor, business.ownerId);
  if (!business.isActive && !manages) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [[row], others] = await Promise.all([
    ctx.db.select().from(procurementProfiles).where(eq(procurementProfiles.businessId, business.id)).limit(1),
    listOtherCertifications(ctx.db, business.id, manages, ctx.now()),
  ]);
  return toProcurementProfile(business.id, row, manages, others);
}
