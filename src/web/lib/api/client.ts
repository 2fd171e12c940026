import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiV1 } from "~/web/lib/server-types";

/**
 * The one way the browser reaches the server (decision 023): pages read through their loaders and
 * change data through the functions of this folder, one file per resource. /api/v1 calls are typed
 * by the routes' schemas through `hc<ApiV1>`; /api/auth calls (auth.ts) by better-auth's own
 * endpoint types. No other module calls `fetch`.
 */
export const API_V1 = "/api/v1";
export const v1 = hc<ApiV1>(API_V1, { headers: () => pageLanguageHeader() });

/**
 * The page's language (its <html lang>), so that the server answers an error in it rather than in the
 * browser's own (decision 062): a visitor may read French on a browser set to English.
 */
export function pageLanguageHeader(): Record<string, string> {
  const language = typeof document === "undefined" ? "" : document.documentElement.lang;
  return language ? { "Accept-Language": language } : {};
}

/**
 * A failed call, /api/v1 or /api/auth alike: its status (0 when the server was not reached), the
 * error's code, its message and the message of each field it names. Without a message from the
 * server, the message is "Request failed (status)" and `explained` is false.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly explained: boolean;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string | undefined,
    readonly fields: Record<string, string> = {},
  ) {
    super(message ?? `Request failed (${status})`);
    this.explained = message !== undefined;
  }
}

/** What the server said went wrong (or that it could not be reached); null when it said nothing. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.explained ? error.message : null;
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/** The ApiError of a failed answer's status and parsed body (the JSON error shape, when it is one). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  return new ApiError(status, error?.code ?? "internal", error?.message, error?.fields);
}

export const OFFLINE = "Could not reach the server. Check your connection and try again.";

/** The body of a route's success answer, as its schema types it (nothing for a 204). */
type Success<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends "json"
        ? T
        : undefined
      : never
    : never;

/** A typed call's success body, or its failure as an ApiError. */
export async function answer<R extends ClientResponse<unknown>>(pending: Promise<R>): Promise<Success<R>> {
  const response = await pending;
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, body);
  // `hc` types the answer as the union of every documented status; past `ok` it is the success one.
  return body as Success<R>;
}
