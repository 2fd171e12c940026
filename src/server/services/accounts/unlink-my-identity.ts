import { and, eq, sql } from "drizzle-orm";
import { IDENTITY_ERRORS } from "~/domain/accounts/linked-identities";
import { accounts, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { PASSWORD_PROVIDER } from "./sign-in-methods";

/**
 * Removes one identity from the signed-in account. Refused when it is the account's last way to sign
 * in (a password counts as one); another account's identity, or the password, is not found. The
 * user's row is locked so that two removals at once cannot both pass the check. Sessions stay.
 */
export async function unlinkMyIdentity(
  { db }: Pick<ServiceContext, "db">,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const me = requireUser(actor);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${me.userId} for update`);
    const mine = await tx
      .select({ id: accounts.id, providerId: accounts.providerId, password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, me.userId));
    const target = mine.find((a) => a.id === id && a.providerId !== PASSWORD_PROVIDER);
    if (!target) {
      throw new AppError("identity_not_found", IDENTITY_ERRORS.identity_not_found);
    }
    const ways = mine.filter((a) => a.providerId !== PASSWORD_PROVIDER || a.password);
    if (ways.length <= 1) {
      throw new AppError("single_identity_not_deletable", IDENTITY_ERRORS.single_identity_not_deletable);
    }
    await tx.delete(accounts).where(and(eq(accounts.id, target.id), eq(accounts.userId, me.userId)));
  });
}
