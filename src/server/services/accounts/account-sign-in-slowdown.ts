import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { rateLimits, sessions, users } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** Failed password sign-ins an account takes before each further attempt has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 1;
/** Never longer: a stranger can slow an owner down, not lock them out. */
export const MAX_WAIT_SECONDS = 60;
/** A quiet quarter of an hour forgets the failures. */
const FORGET_AFTER_MS = 15 * 60_000;

const keyOf = (email: string) => `account-sign-in:${email.trim().toLowerCase()}`;

/** Seconds to wait after `failures` failed sign-ins in a row: 1, 2, 4, … up to the cap. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/**
 * Claims one password sign-in attempt for an account (counted across every client address) before
 * the password is checked, in one atomic statement: 0 when the attempt may go ahead (it is counted
 * now, and a success forgets it), or the whole seconds it must wait. Parallel guesses cannot all
 * slip through between a check and a count: the row's lock lets them claim one at a time, so N
 * parallel wrong guesses cost at most the free failures plus one per elapsed wait.
 * An address the account already has a session from is neither slowed down nor counted, so its
 * owner is not kept out by someone guessing from elsewhere.
 */
export async function claimSignInAttempt(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  { email, address }: { email: string; address: string | null },
): Promise<number> {
  if (address && (await hasSessionFrom(db, email, address))) return 0;
  const at = now().getTime();
  const stale = sql`${rateLimits.lastRequest} < ${at - FORGET_AFTER_MS}`;
  const waited = sql`${rateLimits.lastRequest} + least(${MAX_WAIT_SECONDS}, ${FIRST_WAIT_SECONDS} * power(2, ${rateLimits.count} - ${FREE_FAILURES})) * 1000 <= ${at}`;
  const claimed = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: keyOf(email), count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: at,
      },
      setWhere: sql`${stale} or ${rateLimits.count} < ${FREE_FAILURES} or ${waited}`,
    })
    .returning({ count: rateLimits.count });
  if (claimed.length > 0) return 0;
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(email)));
  if (!row) return 0;
  const waitMs = row.lastRequest + waitAfter(row.count) * 1000 - at;
  return Math.max(1, Math.ceil(waitMs / 1000));
}

export async function clearFailedSignIns(
  { db }: Pick<ServiceContext, "db">,
  { email }: { email: string },
): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}

async function hasSessionFrom(db: Db, email: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(sessions.ipAddress, address)))
    .limit(1);
  return row !== undefined;
}
