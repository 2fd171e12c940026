export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  /** A paid tier's application submitted before its first year is paid (decision 037). */
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  // Linked identities (Settings → Security): the codes clients of the spec's identity calls know.
  identity_not_found: 404,
  identity_already_exists: 409,
  single_identity_not_deletable: 409,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

import type { FieldErrors } from "~/domain/shared/field-errors";

export type { FieldErrors };

/** The one error services throw; the HTTP layer maps its code to a status and the JSON error shape. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

/** A 429 that says when to come back (the Retry-After header). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("rate_limited", message);
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldErrors } };

export function errorBody(error: AppError): ErrorBody {
  return {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
}

/** Node's socket codes and PostgreSQL's for a database that is down, restarting or out of connections. */
const CONNECTION_LOST_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P03",
  "53300",
]);

/** Whether this error itself (not its causes) says the database could not be reached: a later try may succeed. */
export function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && CONNECTION_LOST_CODES.has(code)) return true;
  return (
    typeof message === "string" &&
    /timeout exceeded when trying to connect|Connection terminated/i.test(message)
  );
}
