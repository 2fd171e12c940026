import type { Actor, SignedInActor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { readCertifiedBusiness } from "./read-certified-business";

/**
 * Whether the actor may manage the certification of a business (its owner or an admin): the
 * signed-in actor, or the AppError of readCertifiedBusiness (401, 404 unknown, 403 not theirs).
 */
export async function checkCertificationManager(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<SignedInActor> {
  const { user } = await readCertifiedBusiness(ctx.db, actor, businessId);
  return user;
}
