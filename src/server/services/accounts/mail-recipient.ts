import { eq } from "drizzle-orm";
import { mailOrigin } from "~/server/config";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where a user's mail goes and the site its links open on (mailOrigin); null for no such user. */
export async function mailRecipient(
  ctx: Pick<ServiceContext, "config">,
  db: Db | Tx,
  userId: string,
): Promise<{ email: string; origin: string } | null> {
  const [row] = await db
    .select({ email: users.email, signInOrigin: users.signInOrigin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { email: row.email, origin: mailOrigin(ctx.config, row.signInOrigin) } : null;
}

/** The site the links of mail to an address open on: its account's (mailOrigin), or the default without one. */
export async function mailOriginOfAddress(
  ctx: Pick<ServiceContext, "config">,
  db: Db | Tx,
  email: string,
): Promise<string> {
  const [row] = await db
    .select({ signInOrigin: users.signInOrigin })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return mailOrigin(ctx.config, row?.signInOrigin);
}
