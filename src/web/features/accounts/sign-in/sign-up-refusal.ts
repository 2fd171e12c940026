import type { Refusal } from "~/web/features/accounts/use-form-submit";
import { ApiError, serverMessage } from "~/web/lib/api/client";

/**
 * A refused sign-up as the form shows it: the server's message, under the form's field for the
 * first field the server names (`serverFields` maps the server's names onto the form's).
 */
export function signUpRefusal(error: unknown, serverFields: Record<string, string>): Refusal {
  const refused = error instanceof ApiError ? Object.keys(error.fields)[0] : undefined;
  return {
    title: "Sign up failed",
    message: serverMessage(error),
    fallback: "An error occurred during sign up.",
    field: refused ? serverFields[refused] : undefined,
  };
}
