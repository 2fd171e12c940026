import { LRUCache } from "lru-cache";
import type { BusinessSearch } from "~/domain/search/search-params";
import { forPublicRead, type ServiceContext } from "~/server/services/service-context";
import {
  createDirectoryVersionReader,
  type DirectoryVersionReader,
  readDirectoryVersion,
} from "./directory-version";
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

const MAX_RESULTS = 500;

export function createSearchCache(
  ctx: Pick<ServiceContext, "db" | "readDb" | "now">,
  {
    ttlMs,
    version = createDirectoryVersionReader(ctx.db),
  }: {
    ttlMs: number;
    /** The process's directory version (shared with the page cache); invalidate() expires it. */
    version?: DirectoryVersionReader;
  },
): SearchCache {
  if (ttlMs <= 0) {
    return {
      search: (params) => searchBusinesses(forPublicRead(ctx), params),
      searchJson: async (params) => JSON.stringify(await searchBusinesses(forPublicRead(ctx), params)),
      invalidate: () => version.expire(),
    };
  }
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
  return (await readDirectoryVersion(reading.db)) >= version ? reading : ctx;
}

/** Answers are shared by equal searches over the same directory version (and minute, for open now). */
export function searchCacheKey(version: number, params: BusinessSearch, nowMs: number): string {
  const minute = params.open_now ? `|${Math.floor(nowMs / 60_000)}` : "";
  return `${version}${minute}|${JSON.stringify(params)}`;
}
