import { profiles, userRoles } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** The rows every new account gets: its profile, and the admin role when its e-mail is in ADMIN_EMAILS. */
export async function createAccountRecords(
  { db, config }: ServiceContext,
  user: { id: string; email: string; name: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, fullName: user.name })
    .onConflictDoNothing();
  if (config.adminEmails.includes(user.email.toLowerCase())) {
    await db.insert(userRoles).values({ userId: user.id, role: "admin" }).onConflictDoNothing();
  }
}
