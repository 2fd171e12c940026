import type { BetterAuthOptions, BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { identityErrorCode } from "~/domain/accounts/linked-identities";
import type { Config } from "~/server/config";

/**
 * How an identity joins an account (decision 033). A provider's address joins the existing account
 * with that address at sign-in only when the provider says it verified it AND the account's own
 * address is confirmed; no provider is trusted to skip either check. From Settings a signed-in person
 * links any identity they can sign in to, whatever its address (a company address on a personal
 * account), as long as the provider verified it. The last way to sign in is never unlinked.
 */
export const ACCOUNT_LINKING: NonNullable<BetterAuthOptions["account"]> = {
  accountLinking: {
    enabled: true,
    trustedProviders: [],
    requireLocalEmailVerified: true,
    allowDifferentEmails: true,
    allowUnlinkingAll: false,
    updateUserInfoOnLink: false,
  },
};

/**
 * Two guards and one translation around better-auth's identity endpoints:
 * - an identity is signed in with or linked only through the provider's page (state, PKCE, nonce), never
 *   by posting an ID token obtained elsewhere, which could be replayed until it expires;
 * - identities are unlinked only through DELETE /api/v1/me/identities/{id}, whose rule counts a password
 *   as a way to sign in and never removes the password itself;
 * - better-auth ends a failed provider callback by redirecting to the page that started it with
 *   `?error=<its code>`; that becomes our code (identity_already_exists…), so the pages and any
 *   client read one vocabulary, and its free-text description is dropped.
 */
const identityGuards = {
  id: "identity-guards",
  hooks: {
    before: [
      {
        matcher: (ctx) =>
          (ctx.path === "/sign-in/social" || ctx.path === "/link-social") &&
          Boolean((ctx.body as { idToken?: unknown } | undefined)?.idToken),
        handler: createAuthMiddleware(async () => {
          throw new APIError("BAD_REQUEST", {
            code: "ID_TOKEN_NOT_ACCEPTED",
            message: "Continue through the identity provider's sign-in page.",
          });
        }),
      },
      {
        matcher: (ctx) => ctx.path === "/unlink-account",
        handler: createAuthMiddleware(async () => {
          throw new APIError("NOT_FOUND", {
            code: "NOT_FOUND",
            message: "Use DELETE /api/v1/me/identities/{id}.",
          });
        }),
      },
    ],
    after: [
      {
        matcher: (ctx) => ctx.path === "/callback/:id",
        handler: createAuthMiddleware(async (ctx) => {
          const returned = ctx.context.returned as { headers?: Headers } | undefined;
          const location = returned?.headers instanceof Headers ? returned.headers.get("location") : null;
          if (!location) return;
          const target = new URL(location, ctx.context.baseURL);
          const error = target.searchParams.get("error");
          if (!error) return;
          // A callback whose state could not be read has no page to return to: better-auth's own
          // error page becomes /auth.
          if (target.href.startsWith(`${ctx.context.baseURL}/error`)) target.pathname = "/auth";
          target.searchParams.set("error", identityErrorCode(error));
          target.searchParams.delete("error_description");
          const sameSite = target.origin === new URL(ctx.context.baseURL).origin;
          throw ctx.redirect(sameSite ? `${target.pathname}${target.search}` : target.toString());
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

/**
 * Sign-in with each OpenID Connect provider of OIDC_PROVIDERS, found through its discovery document:
 * the authorization code flow with PKCE (S256), a state kept in the database, bound to the browser
 * by a signed cookie and used once, and a nonce the signed ID token must carry; the token is checked
 * against the provider's keys, issuer and our client id. None configured: only the guards.
 */
export function oidcPlugins(config: Config): BetterAuthPlugin[] {
  if (config.oidcProviders.length === 0) return [identityGuards];
  return [
    genericOAuth({
      config: config.oidcProviders.map((p) => ({
        providerId: p.id,
        name: p.name,
        discoveryUrl: `${p.issuer}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        scopes: ["openid", "email", "profile"],
        pkce: true,
      })),
    }),
    identityGuards,
  ];
}
