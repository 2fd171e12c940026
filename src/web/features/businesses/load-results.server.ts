import type { z } from "zod";
import { businessSearchSchema } from "~/domain/search/search-params";
import { fieldErrorsOf } from "~/domain/validation/field-errors";
import { AppError } from "~/server/errors";
import type { Runtime } from "~/server/runtime";
import type { ListingFilters } from "./listing-query";
import type { ResultsLoad } from "./results-load";

type Extra = { limit: number; sort?: string; include_description?: "true" };

/** Field errors of a failed parse, keyed by query parameter, with the first as the message. */
export function fieldErrors(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields = fieldErrorsOf(error);
  return { message: Object.values(fields)[0] ?? "The search is not valid.", fields };
}

/**
 * One page of search results for a page loader, in-process. Bad input and failures become states
 * the page shows (a message, or an error with Retry) rather than a crash.
 */
export async function loadResults(
  runtime: Runtime,
  raw: Record<string, string>,
  extra: Extra,
): Promise<ResultsLoad> {
  const parsed = businessSearchSchema.safeParse({ ...raw, ...extra });
  if (!parsed.success) return { status: "invalid", filters: {}, ...fieldErrors(parsed.error) };
  const p = parsed.data;
  const filters: ListingFilters = {
    keyword: p.keyword,
    location: p.location,
    category: p.category,
    country: p.country,
    tier: p.tier,
    tab: p.tab,
    open_now: p.open_now || undefined,
    sort: raw.sort ? p.sort : undefined,
  };
  try {
    const result = await runtime.searchCache.search(p);
    return { status: "ok", filters, page: p.page, ...result };
  } catch (error) {
    if (error instanceof AppError && error.code === "validation") {
      return { status: "invalid", filters, message: error.message, fields: error.fields ?? {} };
    }
    runtime.logger.error({ err: error }, "business search failed");
    return { status: "error", filters, message: "Failed to load data: the directory did not answer." };
  }
}
