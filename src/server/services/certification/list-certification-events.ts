import { desc, eq } from "drizzle-orm";
import type { CertificationEvent } from "~/domain/certification/certification-api-schema";
import { certificationEvents, users } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toCertificationEvent } from "./certification-dtos";
import { readCertifiedBusiness } from "./read-certified-business";

/**
 * A business's certification history, newest first (owner or admin): who changed its status, from
 * what to what, for which tier, when and why. Read-only: no service changes or deletes an event.
 */
export async function listCertificationEvents(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<{ items: CertificationEvent[] }> {
  const { business } = await readCertifiedBusiness(ctx.db, actor, businessId);
  const rows = await ctx.db
    .select({ event: certificationEvents, actorName: users.name })
    .from(certificationEvents)
    .leftJoin(users, eq(users.id, certificationEvents.actorId))
    .where(eq(certificationEvents.businessId, business.id))
    .orderBy(desc(certificationEvents.createdAt), desc(certificationEvents.id));
  return { items: rows.map(({ event, actorName }) => toCertificationEvent(event, actorName)) };
}
