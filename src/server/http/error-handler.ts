import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/languages/languages";
import { AppError, type ErrorBody, errorBody, isConnectionLost, RateLimitedError } from "~/server/errors";
import type { AppEnv } from "./app-env";
import { askedLanguage } from "./request-language";
import { validationError } from "./validation";

/** A database that is down, restarting or out of connections: the request may succeed later. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (isConnectionLost(e)) return true;
  }
  return false;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError("unavailable", "The service is temporarily unavailable. Please try again shortly.");
  }
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError("payload_too_large", "The request body is too large.");
    if (error.status === 415) {
      return new AppError(
        "unsupported_media_type",
        "Unsupported Content-Type: JSON endpoints take application/json, uploads multipart/form-data.",
      );
    }
    if (error.status === 400) return new AppError("validation", error.message || "Malformed request.");
    if (error.status === 401) return new AppError("unauthorized", "Sign in to continue.");
  }
  return undefined;
}

/** The one place that turns an error into the JSON error shape. Never sends a stack trace. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const language = askedLanguage(c) ?? DEFAULT_LANGUAGE;
  const known = toAppError(error);
  if (known) {
    if (known.code === "unavailable") c.header("Retry-After", "5");
    if (known instanceof RateLimitedError) c.header("Retry-After", String(known.retryAfterSeconds));
    return answerInLanguage(c, language, errorBody(known, language), known.status);
  }
  (c.get("logger") ?? console).error({ err: error }, "unhandled error");
  const internal = new AppError("internal", "Something went wrong. Please try again.");
  return answerInLanguage(c, language, errorBody(internal, language), 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => {
  const language = askedLanguage(c) ?? DEFAULT_LANGUAGE;
  const error = AppError.of("not_found", "No API route for {method} {path}", {
    method: c.req.method,
    path: c.req.path,
  });
  return answerInLanguage(c, language, errorBody(error, language), error.status);
};

/** An error in the request's language: a cache between client and server keeps one per language. */
function answerInLanguage(
  c: Context<AppEnv>,
  language: Language,
  body: ErrorBody,
  status: AppError["status"],
) {
  c.header("Content-Language", language);
  c.header("Vary", "Accept-Language", { append: true });
  return c.json(body, status);
}
