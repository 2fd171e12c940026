import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { rateLimits } from "~/server/db/schema";

/** Codes texted to one number, whoever asks and from wherever: at most 5 in 10 minutes. */
export const CODES_PER_NUMBER = { window: 600, max: 5 } as const;

/**
 * Counts one more code texted to `e164` and says whether it may go. Atomic (one upsert), in the
 * shared rate_limits table, so every app process counts together.
 */
export async function takePhoneCodeAllowance(db: Db, e164: string, now = Date.now()): Promise<boolean> {
  const key = `sms-number:${e164}`;
  const windowStart = now - CODES_PER_NUMBER.window * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= CODES_PER_NUMBER.max;
}
