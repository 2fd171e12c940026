import { createHmac, hash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { countsAsView } from "~/domain/analytics/profile-views";
import type { Db } from "~/server/db/client";
import type { Logger } from "~/server/logger";
import { forgetOldProfileViewVisitors, type ProfileView, writeProfileViews } from "./write-profile-views";

/** Who looked at which business page: the address and user agent are hashed at once, never kept. */
export type ProfileVisit = {
  businessId: string;
  address: string | undefined;
  userAgent: string | null | undefined;
};

/**
 * Profile views counted in memory and written in batches (decision 053): a page view costs no write.
 * A visitor (a salted hash of their address, user agent and the business) counts once per business
 * per UTC day; bots do not count.
 */
export type ProfileViewCounter = {
  count(visit: ProfileVisit): void;
  /** Writes the views counted since the last write, in one statement; resolves when they are written or kept for later. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: call it before the database closes. */
  close(): Promise<void>;
};

/** Visitors this process remembers having counted, so that reloads cost nothing (the database decides across processes). */
const REMEMBERED = 100_000;
/** Views waiting to be written; past it (the database failing for long) new ones are not counted. */
const MAX_WAITING = 100_000;
/** A batch this large is written at once rather than at the next tick. */
const WRITE_AT = 5_000;

export function createProfileViewCounter({
  db,
  logger,
  now,
  secret,
  flushMs,
}: {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** The daily salt comes from it (the auth secret): the same on every process, so they agree on who is who. */
  secret: string;
  flushMs: number;
}): ProfileViewCounter {
  const counted = new LRUCache<string, true>({ max: REMEMBERED });
  let waiting = new Map<string, ProfileView>();
  let writing: Promise<void> = Promise.resolve();
  let forgottenBefore = "";
  let saltOfDay = { day: "", salt: "" };

  // A salt per day, derived from the secret: every process hashes a visitor alike, and yesterday's
  // hashes cannot be linked to today's. One plain salted hash per view: an HMAC per view took about
  // a tenth of the CPU of a business page answered from memory.
  const saltOf = (day: string) => {
    if (saltOfDay.day !== day) {
      const salt = createHmac("sha256", secret).update(`profile-view-visitor/${day}`).digest("base64url");
      saltOfDay = { day, salt };
    }
    return saltOfDay.salt;
  };
  const visitorOf = (day: string, { businessId, address, userAgent }: ProfileVisit) =>
    hash("sha256", `${saltOf(day)}\n${address ?? ""}\n${userAgent ?? ""}\n${businessId}`, "base64url").slice(
      0,
      22,
    );

  async function writeWaiting(): Promise<void> {
    const batch = waiting;
    if (batch.size === 0) return;
    waiting = new Map();
    const today = now().toISOString().slice(0, 10);
    try {
      await writeProfileViews({ db }, [...batch.values()]);
      if (forgottenBefore !== today) {
        await forgetOldProfileViewVisitors({ db }, today);
        forgottenBefore = today;
      }
    } catch (err) {
      // Kept for the next write: the database may be back by then.
      for (const [visitor, view] of batch) if (waiting.size < MAX_WAITING) waiting.set(visitor, view);
      logger.warn({ err, views: batch.size }, "profile views not written yet; kept for the next try");
    }
  }

  function flush(): Promise<void> {
    writing = writing.then(writeWaiting);
    return writing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    count(visit) {
      if (!countsAsView(visit.userAgent)) return;
      const day = now().toISOString().slice(0, 10);
      const visitor = visitorOf(day, visit);
      if (counted.has(visitor) || waiting.size >= MAX_WAITING) return;
      counted.set(visitor, true);
      waiting.set(visitor, { day, businessId: visit.businessId, visitor });
      if (waiting.size >= WRITE_AT) void flush();
    },
    flush,
    close() {
      clearInterval(timer);
      return flush();
    },
  };
}
