import type { BusinessSearch } from "~/domain/search/search-params";
import type { SearchResult } from "~/domain/search/search-result";
import { forPublicRead, type ServiceContext } from "~/server/services/service-context";
import { readDirectoryVersion } from "./directory-version";
import { searchBusinesses } from "./search-businesses";

type SearchContext = Pick<ServiceContext, "db" | "readDb" | "now" | "searchCache">;

/**
 * The directory's search as pages and GET /api/v1/businesses ask it (anyone may): the answer this
 * process keeps for an equal search at the current directory version, else searchBusinesses's.
 */
export async function searchDirectory(ctx: SearchContext, params: BusinessSearch): Promise<SearchResult> {
  return (await answer(ctx, params)).result;
}

/** The same answer as JSON text, for the API (serialised once per database answer). */
export async function searchDirectoryJson(ctx: SearchContext, params: BusinessSearch): Promise<string> {
  return (await answer(ctx, params)).json;
}

function answer(ctx: SearchContext, params: BusinessSearch) {
  return ctx.searchCache.answer(params, async (version) =>
    searchBusinesses(await readingAt(ctx, version), params),
  );
}

/**
 * A context whose reads hold directory version `version`: a read replica's once it has replayed
 * that far, else the primary's, so that no answer from before a write is kept under a later version.
 */
async function readingAt(ctx: SearchContext, version: number | null): Promise<SearchContext> {
  const reading = forPublicRead(ctx);
  if (version === null || reading.db === ctx.db) return reading;
  return (await readDirectoryVersion(reading.db)) >= version ? reading : ctx;
}
