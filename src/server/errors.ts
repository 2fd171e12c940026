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

import type { Language } from "~/domain/languages/languages";
import { type MessageValues, textIn, textWithValues } from "~/domain/languages/text-in";
import { type FieldErrors, WHOLE_INPUT } from "~/domain/shared/field-errors";

export type { FieldErrors };

/** A catalogue message with its values, said in each request's language. */
export type Said = { id: string; values: MessageValues };

/** A field's message with values, for `AppError.of`'s fields: `said("Must be the business's tier ({tier})", { tier })`. */
export const said = (id: string, values: MessageValues): Said => ({ id, values });

/** The name a validation message gives the input as a whole ("Request: …"). */
const WHOLE_INPUT_NAME = "Request";

/** The one error services throw; the HTTP layer maps its code to a status and the JSON error shape. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** A message with values (and fields' messages with values), so that it is answered in each language. */
    readonly template?: Said & { fields?: Record<string, Said> },
  ) {
    super(message);
  }

  /**
   * An error whose message has values: `AppError.of("conflict", "The {tier} annual fee is already paid.", { tier })`;
   * a field's message may have values too (`said(…)`).
   */
  static of(
    code: ErrorCode,
    id: string,
    values: MessageValues,
    fields?: Record<string, string | Said>,
  ): AppError {
    const entries = Object.entries(fields ?? {});
    const english = (text: string | Said) =>
      typeof text === "string" ? text : textWithValues("en", text.id, text.values);
    const withValues = entries.filter((entry): entry is [string, Said] => typeof entry[1] !== "string");
    return new AppError(
      code,
      textWithValues("en", id, values),
      fields ? Object.fromEntries(entries.map(([name, text]) => [name, english(text)])) : undefined,
      { id, values, ...(withValues.length > 0 ? { fields: Object.fromEntries(withValues) } : {}) },
    );
  }

  /** A 400 for invalid fields, its message the first field's: "field: message" ("Request: …" for the whole input). */
  static invalid(fields: FieldErrors): AppError {
    const first = Object.entries(fields)[0];
    const message = first
      ? `${first[0] === WHOLE_INPUT ? WHOLE_INPUT_NAME : first[0]}: ${first[1]}`
      : "Invalid request";
    return new AppError("validation", message, fields);
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
    template?: AppError["template"],
  ) {
    super("rate_limited", message, undefined, template);
  }

  /** A 429 whose message has values, as `AppError.of`. */
  static after(retryAfterSeconds: number, id: string, values: MessageValues): RateLimitedError {
    return new RateLimitedError(textWithValues("en", id, values), retryAfterSeconds, { id, values });
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldErrors } };

/**
 * The JSON error shape, its messages in `language` (the request's Accept-Language): the code stays, the
 * message and each field's message are read from the catalogues by their English text (decision 062).
 */
export function errorBody(error: AppError, language: Language = "en"): ErrorBody {
  const said = error.template?.fields ?? {};
  const fieldIn = (name: string, text: string) => {
    const withValues = said[name];
    return withValues ? textWithValues(language, withValues.id, withValues.values) : textIn(language, text);
  };
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, text]) => [name, fieldIn(name, text)]))
    : undefined;
  return { error: { code: error.code, message: messageIn(language, error), ...(fields ? { fields } : {}) } };
}

/** A validation error's message is "field: the field's message"; its field name stays as the API spells it. */
function messageIn(language: Language, error: AppError): string {
  const field = /^([^:\s]+): (.+)$/.exec(error.message);
  const name = field?.[1] === WHOLE_INPUT_NAME ? WHOLE_INPUT : field?.[1];
  if (field?.[1] && name && field[2] && error.fields?.[name] === field[2]) {
    return `${field[1]}: ${textIn(language, field[2])}`;
  }
  if (error.template) return textWithValues(language, error.template.id, error.template.values);
  return textIn(language, error.message);
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
