import type { z } from "zod";
import { parseSearchQuery } from "~/domain/search/search-params";
import { fieldErrorsOf } from "~/domain/shared/field-errors";
import { AppError } from "~/server/errors";
import type { Runtime } from "~/server/runtime";
import { searchDirectory } from "~/server/services/search/search-directory";
import type { SearchPage } from "~/web/features/search/search-pages";
import { type ResultsLoad, SEARCH_FAILED } from "./results-load";

/** Field errors of a failed parse, keyed by query parameter, with the first as the message. */
export function fieldErrors(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields = fieldErrorsOf(error);
  return { message: Object.values(fields)[0] ?? "The search is not valid.", fields };
}

/**
 * One page of the search in a page's URL, for its loader, in-process. Bad input and failures
 * become states the page shows (a message, or an error with Retry) rather than a crash.
 */
export async function loadResults(
  runtime: Pick<Runtime, "db" | "readDb" | "now" | "searchCache" | "logger">,
  page: SearchPage,
  params: URLSearchParams,
): Promise<ResultsLoad> {
  const parsed = parseSearchQuery(params, page);
  if (!parsed.success) {
    const search = parseSearchQuery(new URLSearchParams(), page).data!;
    return { status: "invalid", search, ...fieldErrors(parsed.error) };
  }
  const search = parsed.data;
  try {
    return { status: "ok", search, ...(await searchDirectory(runtime, search)) };
  } catch (error) {
    // A place the gazetteer does not know: an empty page that says why.
    if (error instanceof AppError && error.code === "not_found") {
      return {
        status: "ok",
        search,
        items: [],
        total: 0,
        next: null,
        place: null,
        distance_unit: null,
        notice: error.message,
      };
    }
    runtime.logger.error({ err: error }, "business search failed");
    return { status: "error", search, message: SEARCH_FAILED };
  }
}
