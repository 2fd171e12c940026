import { desc, eq } from "drizzle-orm";
import type { CertificationEvent } from "~/domain/certification/certification-api-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses, certificationEvents, profiles, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toCertificationBusiness, toCertificationEvent } from "./certification-dtos";

/**
 * A business's certification history for the admin review, newest first: who moved it from which
 * status to which, at what tier, why and when. Read-only: events are never changed.
 */
export async function adminCertificationHistory(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<{ business: ReturnType<typeof toCertificationBusiness>; items: CertificationEvent[] }> {
  requireAdmin(actor);
  if (!isUuid(businessId)) throw new AppError("not_found", "Business not found.");
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw new AppError("not_found", "Business not found.");
  const rows = await ctx.db
    .select({ event: certificationEvents, fullName: profiles.fullName, userName: users.name })
    .from(certificationEvents)
    .leftJoin(users, eq(users.id, certificationEvents.actorId))
    .leftJoin(profiles, eq(profiles.id, certificationEvents.actorId))
    .where(eq(certificationEvents.businessId, businessId))
    .orderBy(desc(certificationEvents.createdAt), desc(certificationEvents.id));
  return {
    business: toCertificationBusiness(business),
    items: rows.map((r) => toCertificationEvent(r.event, r.fullName || r.userName || null)),
  };
}
