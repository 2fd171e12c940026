import type { Context, TypedResponse } from "hono";

/**
 * A 200 JSON answer whose text was serialised earlier (e.g. kept by a cache), typed as the value it
 * holds so that routes keep their OpenAPI response type.
 */
export function preserializedJson<T>(c: Context, json: string): TypedResponse<T, 200, "json"> {
  return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<
    T,
    200,
    "json"
  >;
}
