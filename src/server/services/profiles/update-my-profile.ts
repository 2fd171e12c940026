import { eq } from "drizzle-orm";
import { fullNameSchema } from "../../../domain/accounts/account-schemas.ts";
import type { Db } from "../../db/client.ts";
import { profiles, users } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { Actor } from "../../policy.ts";
import { requireUser } from "../../policy.ts";
import { getMyProfile, type MyProfile } from "./get-my-profile.ts";

/** Changes the signed-in user's full name: the only way to, kept on the account too (e-mails, the nav). */
export async function updateMyProfile(
  db: Db,
  actor: Actor,
  input: { full_name: string },
): Promise<MyProfile> {
  const me = requireUser(actor);
  const name = fullNameSchema.safeParse(input.full_name);
  if (!name.success) {
    throw new AppError("validation", "Check the highlighted fields.", {
      full_name: name.error.issues[0]!.message,
    });
  }
  await getMyProfile(db, actor);
  // The account's name is the profile's full name: both change together or not at all.
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName: name.data }).where(eq(profiles.id, me.userId));
    await tx.update(users).set({ name: name.data }).where(eq(users.id, me.userId));
  });
  return getMyProfile(db, actor);
}
