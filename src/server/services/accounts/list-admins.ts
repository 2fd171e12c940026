import { asc, eq } from "drizzle-orm";
import { userRoles, users } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** The administrators (admins only). */
export async function listAdmins(
  { db }: ServiceContext,
  actor: Actor,
): Promise<{ id: string; email: string; name: string }[]> {
  requireAdmin(actor);
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(users.email));
}
