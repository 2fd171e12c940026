import { z } from "@hono/zod-openapi";
import { ERROR_STATUS, type ErrorCode } from "~/server/errors";

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("Error");

const descriptions: Record<number, string> = {
  400: "Invalid input (see error.fields)",
  401: "Not signed in",
  402: "Payment required",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  413: "Body too large",
  415: "Unsupported file type",
  429: "Too many requests",
};

/** The documented error responses of a route, all in the one error shape. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s] ?? "Error", content: { "application/json": { schema: errorSchema } } },
    ]),
  ) as Record<S, { description: string; content: { "application/json": { schema: typeof errorSchema } } }>;
}
