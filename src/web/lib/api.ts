import type { Category, CategoryOrder } from "~/domain/categories/category-schema";
import type { Business } from "~/domain/listing/business-schema";
import type { BusinessSearch } from "~/domain/search/search-params";
import { searchToQuery } from "~/domain/search/search-query";

/** An error answered by /api/v1 in the JSON error shape. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type List<T> = { items: T[]; total: number; next: string | number | null };

type Query = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The one way the browser calls /api/v1: JSON in, JSON out, errors as ApiError. */
export async function request<T>(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const init: RequestInit = { method, credentials: "same-origin", signal: options.signal, headers: {} };
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { "content-type": "application/json" };
  }
  const response = await fetch(withQuery(`/api/v1${path}`, options.query), init);
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "internal",
      error?.message ?? `Request failed (${response.status})`,
      error?.fields,
    );
  }
  return body as T;
}

export const api = {
  listCategories: (order: CategoryOrder = "count") =>
    request<List<Category>>("GET", "/categories", { query: { order } }),
  searchBusinesses: (search: BusinessSearch, signal?: AbortSignal) =>
    request<{ items: Business[]; total: number; next: number | null }>("GET", "/businesses", {
      query: Object.fromEntries(searchToQuery(search)),
      signal,
    }),
  getBusiness: (id: string) => request<Business>("GET", `/businesses/${encodeURIComponent(id)}`),
  deleteBusiness: (id: string) => request<void>("DELETE", `/businesses/${encodeURIComponent(id)}`),
  recordBusinessEvent: (id: string, kind: "contact_click" | "website_click") =>
    request<void>("POST", `/businesses/${encodeURIComponent(id)}/events`, { body: { kind } }),
};
