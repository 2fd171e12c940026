import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rateLimits } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/**
 * Takes one from `key`'s allowance of `max` per fixed window, counted in the database (so every
 * app process shares it) in one statement (so parallel requests cannot all slip through): 0 when
 * allowed, else the whole seconds until the window ends.
 */
export async function takeAllowance(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  { key, max, windowSeconds }: { key: string; max: number; windowSeconds: number },
): Promise<number> {
  const at = now().getTime();
  const windowMs = windowSeconds * 1000;
  const over = sql`${rateLimits.lastRequest} <= ${at - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${over} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${over} then ${at} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row || row.count <= max) return 0;
  return Math.max(1, Math.ceil((Number(row.windowStart) + windowMs - at) / 1000));
}
