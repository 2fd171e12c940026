import type { MessageId } from "~/domain/languages/catalogs";

export type AuthMode = "login" | "register" | "reset" | "newPassword" | "otp" | "twoFactor";

/** How /auth opens from its query: the rules for mode, type and the confirmation link. */
export function initialAuthState(search: URLSearchParams): {
  mode: AuthMode;
  confirmed: boolean;
  /** What is wrong with the link followed, as a message of the `accounts` catalogue. */
  linkError: MessageId | null;
  token: string | null;
} {
  const type = search.get("type");
  const error = search.get("error");
  const token = search.get("token");
  if (search.get("mode") === "newPassword" || type === "recovery") {
    return {
      mode: "newPassword",
      confirmed: false,
      token,
      linkError:
        error || !token
          ? "This password reset link is invalid or has expired. Please request a new one."
          : null,
    };
  }
  if (type === "signup" || type === "email_change") {
    return {
      mode: "login",
      confirmed: !error,
      token: null,
      linkError: error
        ? "This confirmation link is invalid or has expired. Sign in and press Resend to get a new one."
        : null,
    };
  }
  const mode = search.get("mode");
  return {
    mode: mode === "register" || mode === "reset" || mode === "otp" ? mode : "login",
    confirmed: false,
    token: null,
    linkError: null,
  };
}
