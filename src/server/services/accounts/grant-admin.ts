import { and, eq, inArray } from "drizzle-orm";
import { userRoles, users } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** Makes the accounts with these e-mails admins. Returns the e-mails that had an account. */
export async function grantAdmin(
  { db }: Pick<ServiceContext, "db">,
  { emails }: { emails: readonly string[] },
): Promise<string[]> {
  const wanted = emails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, wanted));
  if (found.length === 0) return [];
  await db
    .insert(userRoles)
    .values(found.map((u) => ({ userId: u.id, role: "admin" as const })))
    .onConflictDoNothing();
  return found.map((u) => u.email);
}

/** Removes the admin role of one account; true when the account exists. */
export async function revokeAdmin(
  { db }: Pick<ServiceContext, "db">,
  { email }: { email: string },
): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")));
  return true;
}
