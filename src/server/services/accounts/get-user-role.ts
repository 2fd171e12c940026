import { and, eq } from "drizzle-orm";
import type { Role } from "~/domain/accounts/account-types";
import { userRoles } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** admin when the user has an admin row; user otherwise, and also when the lookup fails. */
export async function getUserRole(
  { db, logger }: ServiceContext,
  { userId }: { userId: string },
): Promise<Role> {
  try {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
      .limit(1);
    return rows.length > 0 ? "admin" : "user";
  } catch (error) {
    logger.warn({ err: error, userId }, "role lookup failed; treating the user as role user");
    return "user";
  }
}
