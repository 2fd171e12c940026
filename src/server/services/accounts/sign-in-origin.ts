import { and, eq, sql } from "drizzle-orm";
import { loopbackOrigin } from "~/server/config";
import { users } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/**
 * Keeps the loopback origin (http://127.0.0.1:PORT, http://localhost:PORT…) a user just signed in on, so
 * the mail other people's actions cause links where their session is (mailOrigin). Any other host is
 * ignored and the kept origin stays: a forged Host header must never reach someone's mail.
 */
export async function rememberSignInOrigin(
  ctx: Pick<ServiceContext, "db" | "config">,
  { userId, host }: { userId: string; host: string | null },
): Promise<void> {
  const origin = loopbackOrigin(ctx.config, host);
  if (!origin) return;
  await ctx.db
    .update(users)
    .set({ signInOrigin: origin })
    .where(and(eq(users.id, userId), sql`${users.signInOrigin} is distinct from ${origin}`));
}

/** The origin a user last signed in from, as kept (mailOrigin checks it again before use). */
export async function signInOriginOf(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ origin: users.signInOrigin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.origin ?? null;
}
