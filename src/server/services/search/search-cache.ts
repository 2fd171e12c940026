import { LRUCache } from "lru-cache";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { SearchResult } from "~/domain/search/search-result";
import type { Db } from "~/server/db/client";
import { createDirectoryVersionReader, type DirectoryVersionReader } from "./directory-version";

/**
 * Search answers kept in memory (decision 014). Popular searches are asked again and again; the
 * database answers each one at most once per `ttlMs`, and identical searches that arrive while it
 * answers wait for that one answer instead of asking again.
 *
 * Answers never outlive a change to the directory for more than a second: every statement that
 * writes `businesses` bumps `directory_version` (trigger, migration 0009), the cache reads that
 * version at most once per VERSION_CHECK_MS and keys answers by it. A service that writes businesses
 * calls `invalidate()` so that this process's next search already reads the new version.
 * Open now is also keyed by the minute (opening hours are whole minutes), so it is never late;
 * a certification passing its expiry may be up to `ttlMs` late.
 */
export type SearchCache = {
  /**
   * The answer kept for an equal search at the directory's current version, else `read`'s (kept):
   * `read` is given that version, or null when nothing is kept (`ttlMs` 0).
   */
  answer(
    params: BusinessSearch,
    read: (version: number | null) => Promise<SearchResult>,
  ): Promise<SearchAnswer>;
  /** After this process wrote businesses: the next search reads the directory version first. */
  invalidate(): void;
};

/** An answer and its JSON text, serialised once per database answer rather than per request. */
export type SearchAnswer = { result: SearchResult; json: string };

/**
 * Where an answer came from: kept in memory (`hit`), the database read that an equal search already
 * waits for (`shared`), or a database read of its own (`miss`; every search while the cache is off).
 */
export type SearchCacheResult = "hit" | "shared" | "miss";

type Read = (version: number | null) => Promise<SearchResult>;
type Fetching = { read: Read; version: number };

const MAX_RESULTS = 500;

async function answerOf(read: Read, version: number | null): Promise<SearchAnswer> {
  const result = await read(version);
  return { result, json: JSON.stringify(result) };
}

export function createSearchCache(
  { db }: { db: Db },
  {
    ttlMs,
    version = createDirectoryVersionReader(db),
    onLookup = () => {},
  }: {
    ttlMs: number;
    /** The process's directory version (shared with the page cache); invalidate() expires it. */
    version?: DirectoryVersionReader;
    /** Told where each answer came from (the metrics count them). */
    onLookup?: (result: SearchCacheResult) => void;
  },
): SearchCache {
  if (ttlMs <= 0)
    return {
      answer: (_params, read) => {
        onLookup("miss");
        return answerOf(read, null);
      },
      invalidate: () => version.expire(),
    };
  const answers = new LRUCache<string, SearchAnswer, Fetching>({
    max: MAX_RESULTS,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => answerOf(context.read, context.version),
  });
  return {
    answer: async (params, read) => {
      const current = await version.current();
      const key = searchCacheKey(current, params, Date.now());
      const status: LRUCache.Status<string, SearchAnswer, Fetching> = {};
      try {
        // fetchMethod never resolves undefined, so neither does fetch.
        return (await answers.fetch(key, { context: { read, version: current }, status })) as SearchAnswer;
      } finally {
        onLookup(status.fetch === "hit" ? "hit" : status.fetch === "inflight" ? "shared" : "miss");
      }
    },
    invalidate: () => version.expire(),
  };
}

/** Answers are shared by equal searches over the same directory version (and minute, for open now). */
export function searchCacheKey(version: number, params: BusinessSearch, nowMs: number): string {
  const minute = params.open_now ? `|${Math.floor(nowMs / 60_000)}` : "";
  return `${version}${minute}|${JSON.stringify(params)}`;
}
