import { z } from "zod";

/** One identity from an OpenID Connect provider linked to the account, as Settings → Security lists it. */
export const linkedIdentitySchema = z.object({
  id: z.string(),
  /** The provider's id in OIDC_PROVIDERS. */
  provider: z.string(),
  /** Its display name ("Google"); the id again when the provider is no longer configured. */
  provider_name: z.string(),
  /** The address the provider gave for this identity, when it gave one. */
  email: z.string().nullable(),
  created_at: z.string(),
});
export type LinkedIdentity = z.output<typeof linkedIdentitySchema>;

/** A configured provider a person can sign in with or link. */
export const identityProviderSchema = z.object({ id: z.string(), name: z.string() });
export type IdentityProvider = z.output<typeof identityProviderSchema>;

/** Body of POST /api/v1/me/identities: the provider to link. */
export const linkIdentitySchema = z.object({
  provider: z
    .string()
    .trim()
    .min(1, "Choose a provider")
    .max(32, "Choose a provider")
    .regex(/^[a-z0-9-]+$/, "Choose a provider"),
});
export type LinkIdentityInput = z.output<typeof linkIdentitySchema>;

/**
 * What a person is told when signing in with, linking or unlinking an identity fails. The codes are
 * the API's (`error.code`, and `?error=` when the provider's callback sends the browser back).
 */
export const IDENTITY_ERRORS = {
  identity_already_exists: "That identity is already linked to another Ujamaa account. Nothing was changed.",
  identity_not_found: "That linked identity does not exist or has already been removed.",
  single_identity_not_deletable:
    "This is your only way to sign in, so it cannot be removed. Link another identity or set a password first.",
  identity_not_linked:
    "An account with this e-mail address already exists. An identity joins it only when both the provider and Ujamaa have confirmed the address: sign in with your password, then link it in Settings → Security.",
  identity_email_not_verified:
    "The identity provider has not confirmed the e-mail address of that identity, so it cannot be linked.",
  identity_email_missing: "The identity provider did not share an e-mail address, which Ujamaa needs.",
  identity_cancelled: "Sign-in with the identity provider was cancelled. Nothing was changed.",
  identity_verification_failed:
    "We could not verify that sign-in with the identity provider, so nothing was changed. Please try again.",
} as const;
export type IdentityErrorCode = keyof typeof IDENTITY_ERRORS;

/** better-auth's callback error codes, as the codes above. */
const FROM_CALLBACK: Record<string, IdentityErrorCode> = {
  account_already_linked_to_different_user: "identity_already_exists",
  account_ownership_conflict: "identity_already_exists",
  account_not_linked: "identity_not_linked",
  unable_to_link_account: "identity_email_not_verified",
  email_not_found: "identity_email_missing",
  access_denied: "identity_cancelled",
};

/** Our code for an error a provider callback ended with; anything unknown is a failed verification. */
export function identityErrorCode(callbackError: string): IdentityErrorCode {
  if (Object.hasOwn(IDENTITY_ERRORS, callbackError)) return callbackError as IdentityErrorCode;
  return Object.hasOwn(FROM_CALLBACK, callbackError)
    ? FROM_CALLBACK[callbackError]!
    : "identity_verification_failed";
}

/** The message for `?error=` on a page a provider callback returned to, or null when there is none. */
export function identityErrorMessage(error: string | null): string | null {
  if (!error) return null;
  return IDENTITY_ERRORS[identityErrorCode(error)];
}
