import type { JSONParsed } from "hono/utils/types";
import type { Auth } from "~/web/lib/server-types";
import { ApiError, OFFLINE } from "./client";

/** The better-auth endpoints pages call, by path, with the server endpoint that answers each. */
type AuthEndpoints = {
  "/sign-up/email": "signUpEmail";
  "/sign-in/email": "signInEmail";
  "/sign-in/social": "signInSocial";
  "/sign-in/email-otp": "signInEmailOTP";
  "/email-otp/send-verification-otp": "sendVerificationOTP";
  "/request-password-reset": "requestPasswordReset";
  "/reset-password": "resetPassword";
  "/send-verification-email": "sendVerificationEmail";
  "/change-password": "changePassword";
  "/two-factor/enable": "enableTwoFactor";
  "/two-factor/verify-totp": "verifyTOTP";
  "/two-factor/verify-backup-code": "verifyBackupCode";
  "/sign-up/phone-number": "signUpPhoneNumber";
  "/sign-in/phone-number": "signInPhoneNumber";
  "/phone-number/send-otp": "sendPhoneNumberOTP";
  "/phone-number/verify": "verifyPhoneNumber";
  "/phone-number/request-password-reset": "requestPasswordResetPhoneNumber";
  "/phone-number/reset-password": "resetPasswordPhoneNumber";
  "/two-factor/send-otp": "sendTwoFactorOTP";
  "/two-factor/disable": "disableTwoFactor";
  "/two-factor/verify-otp": "verifyTwoFactorOTP";
  "/sign-out": "signOut";
  "/revoke-sessions": "revokeSessions";
};
type AuthPath = keyof AuthEndpoints;
type AuthEndpoint<P extends AuthPath> = Auth["api"][AuthEndpoints[P]];
type AuthBody<P extends AuthPath> = NonNullable<Parameters<AuthEndpoint<P>>[0]>["body"];
type AuthJson<P extends AuthPath> = JSONParsed<Awaited<ReturnType<AuthEndpoint<P>>>>;
/** Paths that sign in (a password reset signs in too, see the server's sign-in-after-reset). */
type SignInPath = "/sign-in/email" | "/sign-in/email-otp" | "/reset-password" | "/sign-in/phone-number";
/**
 * An endpoint's JSON. A sign-in of an account with two-factor on answers `twoFactorRedirect`
 * instead: the two-factor plugin's hook says so, which the endpoint's own type does not show.
 */
type AuthData<P extends AuthPath> = P extends SignInPath
  ?
      | (AuthJson<P> & { twoFactorRedirect?: undefined })
      | { twoFactorRedirect: true; twoFactorMethods?: string[] }
  : AuthJson<P>;

/** An endpoint whose body is optional (signing out) may be called without one. */
type AuthArgs<P extends AuthPath> =
  undefined extends AuthBody<P> ? [body?: AuthBody<P>] : [body: AuthBody<P>];

/** better-auth's error answer: a code, a message and, for a refused field, its name. */
type AuthErrorBody = { code?: string; message?: string; field?: string } | null;

/** The ApiError of a refused better-auth call; a named field carries the message too. */
function authErrorOf(status: number, body: AuthErrorBody): ApiError {
  const message = body?.message || undefined;
  const fields = body?.field && message ? { [body.field]: message } : {};
  return new ApiError(status, body?.code ?? "internal", message, fields);
}

/**
 * Calls a better-auth endpoint: its JSON, or the same ApiError as an /api/v1 call (status,
 * better-auth's code and message, the field it names; status 0 when the server was not reached).
 */
export async function authCall<P extends AuthPath>(path: P, ...[body]: AuthArgs<P>): Promise<AuthData<P>> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(0, "network", OFFLINE);
  }
  const json: unknown = await res.json().catch(() => null);
  // better-auth's endpoint types describe this JSON.
  if (res.ok) return json as AuthData<P>;
  throw authErrorOf(res.status, json as AuthErrorBody);
}

/**
 * Asks better-auth for the session: when it is due for renewal the answer carries a fresh cookie.
 * Failures (offline, the server restarting) are left for the next page load.
 */
export function renewSession(): void {
  fetch("/api/auth/get-session", { credentials: "same-origin" }).catch(() => {});
}
