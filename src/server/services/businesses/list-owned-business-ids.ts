import { eq } from "drizzle-orm";
import { businesses } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** Ids of the businesses the actor owns (none for a visitor): owners are not public, so pages ask this. */
export async function listOwnedBusinessIds({ db }: ServiceContext, actor: Actor): Promise<string[]> {
  if (actor.kind !== "user") return [];
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, actor.userId));
  return rows.map((r) => r.id);
}
