import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { Db } from "~/server/db/client";
import { directoryVersion } from "~/server/db/schema";
import { forPublicRead, type ServiceContext } from "~/server/services/service-context";
import { type SearchResult, searchBusinesses } from "./search-businesses";

/**
 * Search results answered from memory. Popular searches are asked again and again; the
 * database answers each one at most once per `ttlMs`, and identical searches that arrive while
 * it answers wait for that one answer instead of asking again.
 *
 * Results never outlive a change to the directory for more than a second: every statement that
 * writes `businesses` bumps `directory_version` (trigger, migration 0009), the cache reads that
 * version at most once per VERSION_CHECK_MS and keys results by it. A write made through this
 * process calls `invalidate()` so that its own next search already reads the new version.
 * Open now is also keyed by the minute (opening hours are whole minutes), so it is never late;
 * a certification passing its expiry may be up to `ttlMs` late.
 */
export type SearchCache = {
  search(params: BusinessSearch): Promise<SearchResult>;
  /** The same answer as JSON text, serialised once per database answer rather than per request. */
  searchJson(params: BusinessSearch): Promise<string>;
  /** After this process wrote businesses: the next search reads the directory version first. */
  invalidate(): void;
};

type Answer = { result: SearchResult; json: string };

export const VERSION_CHECK_MS = 1_000;
const MAX_RESULTS = 500;

export function createSearchCache(
  ctx: Pick<ServiceContext, "db" | "readDb" | "now">,
  { ttlMs }: { ttlMs: number },
): SearchCache {
  if (ttlMs <= 0) {
    return {
      search: (params) => searchBusinesses(forPublicRead(ctx), params),
      searchJson: async (params) => JSON.stringify(await searchBusinesses(forPublicRead(ctx), params)),
      invalidate() {},
    };
  }
  const version = createVersionReader(ctx.db);
  const answers = new LRUCache<string, Answer, { params: BusinessSearch; version: number }>({
    max: MAX_RESULTS,
    ttl: ttlMs,
    fetchMethod: async (_key, _stale, { context }) => {
      const result = await searchBusinesses(await upToDate(ctx, context.version), context.params);
      return { result, json: JSON.stringify(result) };
    },
  });
  const answer = async (params: BusinessSearch) => {
    const current = await version.current();
    const key = searchCacheKey(current, params, Date.now());
    // fetchMethod never resolves undefined, so neither does fetch.
    return (await answers.fetch(key, { context: { params, version: current } })) as Answer;
  };
  return {
    search: async (params) => (await answer(params)).result,
    searchJson: async (params) => (await answer(params)).json,
    invalidate: () => version.expire(),
  };
}

/**
 * A context whose reads hold directory version `version`: a read replica's once it has replayed
 * that far, else the primary's, so that no answer from before a write is kept under a later version.
 */
async function upToDate(ctx: Pick<ServiceContext, "db" | "readDb" | "now">, version: number) {
  const reading = forPublicRead(ctx);
  if (reading.db === ctx.db) return ctx;
  return (await readVersion(reading.db)) >= version ? reading : ctx;
}

async function readVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: directoryVersion.version })
    .from(directoryVersion)
    .where(eq(directoryVersion.id, 1));
  return row?.version ?? 0;
}

/** Answers are shared by equal searches over the same directory version (and minute, for open now). */
export function searchCacheKey(version: number, params: BusinessSearch, nowMs: number): string {
  const minute = params.open_now ? `|${Math.floor(nowMs / 60_000)}` : "";
  return `${version}${minute}|${JSON.stringify(params)}`;
}

/** The directory version, read again when older than VERSION_CHECK_MS; one read at a time. */
function createVersionReader(db: Db) {
  let value = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<number> | undefined;
  // A read that started before expire() may return the version from before the write: it must
  // not count as fresh.
  let generation = 0;
  const read = async () => {
    const started = Date.now();
    const readGeneration = generation;
    const latest = await readVersion(db);
    if (readGeneration === generation) {
      value = latest;
      readAt = started;
    }
    return latest;
  };
  return {
    current(): Promise<number> | number {
      if (Date.now() - readAt < VERSION_CHECK_MS) return value;
      if (reading) return reading;
      const pending = read().finally(() => {
        if (reading === pending) reading = undefined;
      });
      reading = pending;
      return pending;
    },
    expire() {
      generation++;
      readAt = Number.NEGATIVE_INFINITY;
      reading = undefined;
    },
  };
}
