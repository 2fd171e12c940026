import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from "better-auth/api";
import { emailOTP, twoFactor } from "better-auth/plugins";
import { LANGUAGE_COOKIE, pathInLanguage } from "~/domain/languages/languages";
import { type Config, loopbackHosts, mailOrigin, publicOrigin } from "~/server/config";
import type { Db } from "~/server/db/client";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "~/server/db/schema";
import type { Logger } from "~/server/logger";
import type { Mailer, MailMessage } from "~/server/mail/mailer";
import {
  accountExistsMail,
  confirmEmailMail,
  oneTimeCodeMail,
  resetPasswordMail,
} from "~/server/mail/templates";
import type { SmsSender } from "~/server/sms/sms-sender";
import { resolveAuthSecret } from "./auth-secret";
import { CLIENT_IP_HEADER } from "./client-ip";
import { ACCOUNT_LINKING, oidcPlugins } from "./oidc-providers";
import { phoneAuthPlugins, phoneTwoFactorOptions } from "./phone-auth";
import { AUTH_RATE_RULES } from "./rate-rules";
import { accountSlowedDown, assertNewPassword, assertNoNul, signUpFullName } from "./sign-in-checks";
import {
  LANGUAGE_COOKIE_OPTIONS,
  landingInLanguage,
  mailLanguageOf,
  mailLanguageOfUser,
  signUpLanguage,
  storedLanguage,
} from "./user-language";

/**
 * `mailer` and `sms` are the runtime's queueing ones: each message becomes a send-mail or
 * send-sms job, sent in the background.
 */
export type AuthDeps = { config: Config; db: Db; mailer: Mailer; sms: SmsSender; logger: Logger };

/**
 * What better-auth asks of our services, passed in by the runtime (src/server/runtime.ts) so that
 * this adapter imports none of them.
 */
export type AuthHooks = {
  /** A new account: its profile, and the admin role when its e-mail is in ADMIN_EMAILS. */
  onUserCreated(user: { id: string; email: string; name: string }): Promise<void>;
  /** Whole seconds a password sign-in to this account must still wait (0: go ahead). */
  /** Counts a password sign-in attempt before the check, atomically: 0 to go ahead, or seconds to wait. */
  claimSignInAttempt(email: string, address: string | null): Promise<number>;
  onSignInSucceeded(email: string): Promise<void>;
  /** Queues the account's confirmation e-mail, recording with it that it is no longer owed. */
  queueConfirmation(userId: string, message: MailMessage): Promise<void>;
  /** The unconfirmed account of this address whose confirmation e-mail is still owed, claimed once; else null. */
  claimOwedConfirmation(email: string): Promise<ConfirmableUser | null>;
  /** A session was made on a request to `host`: its loopback origin is kept for the user's mail. */
  rememberSignInOrigin(userId: string, host: string | null): Promise<void>;
  /** The origin the account last signed in from, as kept; null when none. */
  signInOriginOf(userId: string): Promise<string | null>;
};

type ConfirmableUser = Parameters<typeof sendVerificationEmailFn>[1];

/** Where the confirmation link lands, as on the register form. */
const CONFIRMED_LANDING = "/auth?type=signup";

const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

function send(deps: AuthDeps, what: string, work: Promise<void>): Promise<void> {
  return work.catch((error) => deps.logger.error({ err: error }, `could not queue the ${what} e-mail`));
}

/** The site's origin; a loopback site is also trusted under its other loopback name. */
export function trustedOrigins(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  const origins = [url.origin];
  const twin = url.hostname === "localhost" ? "127.0.0.1" : url.hostname === "127.0.0.1" ? "localhost" : null;
  if (twin) origins.push(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ""}`);
  return origins;
}

export function createAuth(deps: AuthDeps, hooks: AuthHooks) {
  const { config, db, mailer } = deps;
  return betterAuth({
    appName: "Ujamaa",
    // Without BASE_URL, the links better-auth writes (confirmation, reset, sign-in callbacks) use the
    // loopback name the request came in on; any other host gets BASE_URL's default.
    baseURL: config.baseUrlIsFixed
      ? config.baseUrl
      : { allowedHosts: loopbackHosts(config), protocol: "http", fallback: config.baseUrl },
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    trustedOrigins: trustedOrigins(config.baseUrl),
    // A person's name changes only through PATCH /api/v1/me, which keeps the profile and the
    // account in step and applies the name rules; an avatar only through /api/v1/me/avatar.
    // Sessions are listed and ended through /api/v1/me/sessions, by id: better-auth's own pair
    // hands out and takes the session tokens themselves.
    disabledPaths: ["/update-user", "/list-sessions", "/revoke-session"],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    logger: {
      log: (level, message, ...args) => {
        const log = deps.logger[level] ?? deps.logger.info;
        log.call(deps.logger, { args }, message);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      // No session from sign-up: the answer is the same whether or not the address was taken.
      autoSignIn: false,
      minPasswordLength: 1,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        const language = mailLanguageOfUser(user);
        await send(
          deps,
          "reset",
          resetPasswordMail(user.email, landingInLanguage(url, language), language).then((mail) =>
            mailer.send(mail),
          ),
        );
      },
      // Sign-up answers the same for a taken address; the owner of that address is told instead, in their
      // language. Where the owner signs in; someone else may have asked, on another loopback name.
      onExistingUserSignUp: async ({ user }, request) => {
        const language = mailLanguageOfUser(user);
        const remembered = await hooks.signInOriginOf(user.id);
        const origin = remembered
          ? mailOrigin(config, remembered)
          : publicOrigin(config, request?.headers.get("host"));
        await send(
          deps,
          "account exists",
          accountExistsMail(
            user.email,
            {
              signInUrl: `${origin}${pathInLanguage("/auth", language)}`,
              resetUrl: `${origin}${pathInLanguage("/auth?mode=reset", language)}`,
            },
            language,
          ).then((mail) => mailer.send(mail)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      // In the account's language: the one just stored from the page it was created on (signUpLanguage).
      // Its link lands on the sign-in page in that language too.
      sendVerificationEmail: async ({ user, url }) => {
        const language = mailLanguageOfUser(user);
        await send(
          deps,
          "confirmation",
          confirmEmailMail(user.email, landingInLanguage(url, language), language).then((mail) =>
            hooks.queueConfirmation(user.id, mail),
          ),
        );
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 },
    user: {
      deleteUser: { enabled: false },
      // The language the person chose (decision 062): stored at sign-up from the page (databaseHooks below),
      // changed only through PUT /api/v1/me/language; never from a sign-up's body.
      additionalFields: { language: { type: "string", required: false, input: false } },
    },
    account: ACCOUNT_LINKING,
    rateLimit: {
      enabled: config.authRateLimit,
      storage: "database",
      window: 60,
      max: 200,
      customRules: AUTH_RATE_RULES,
    },
    advanced: {
      // Origin/CSRF checks stay on in every environment (better-auth skips them under test by default).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.isProduction },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            const language = signUpLanguage(context?.headers ?? context?.request?.headers);
            return language ? { data: { ...user, language } } : undefined;
          },
          after: async (user) => {
            await hooks.onUserCreated(user);
          },
        },
      },
      // Every way of signing in makes a session: remember the loopback origin it was made on.
      session: {
        create: {
          after: async (session, context) => {
            const host = context?.headers?.get("host") ?? context?.request?.headers.get("host");
            await hooks.rememberSignInOrigin(session.userId, host ?? null);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        assertNoNul(ctx.body, ctx.query, ctx.params);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-in/email" && config.authRateLimit && typeof body.email === "string") {
          const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
          const wait = await hooks.claimSignInAttempt(body.email, address);
          if (wait > 0) throw accountSlowedDown(wait);
        }
        if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
          // A sign-up cut off before its confirmation e-mail was queued gets it on its first sign-in attempt.
          const owed = await hooks.claimOwedConfirmation(body.email);
          if (owed) {
            await sendVerificationEmailFn({ ...ctx, body: { callbackURL: CONFIRMED_LANDING } }, owed).catch(
              (error: unknown) =>
                deps.logger.error({ err: error }, "could not queue the owed confirmation e-mail"),
            );
          }
        }
        const field = NEW_PASSWORD_FIELD[ctx.path];
        if (!field) return;
        assertNewPassword(body, field);
        if (ctx.path === "/sign-up/email") {
          // Stored as PATCH /api/v1/me would store it (trimmed), so name and full_name agree.
          return { context: { ...ctx, body: { ...body, name: signUpFullName(body.name) } } };
        }
      }),
      // Password sign-ins are counted per account (across addresses) as they are claimed; a success forgets them.
      // Every way of signing in that makes a session sets the `lang` cookie to the account's language, when it
      // has one: the pages, and the public pages' redirect, follow the person's choice on this browser too.
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.newSession?.session.userId;
        if (signedIn) {
          const language = await storedLanguage(db, { userId: signedIn });
          if (language) ctx.setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_OPTIONS);
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path !== "/sign-in/email" || !config.authRateLimit || typeof body.email !== "string") return;
        const returned = ctx.context.returned;
        if (!(returned instanceof APIError)) await hooks.onSignInSucceeded(body.email);
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 3,
        // One-time codes sign in existing accounts only; new accounts come from Register.
        disableSignUp: true,
        storeOTP: "hashed",
        sendVerificationOTP: async ({ email, otp, type }, context) => {
          if (type === "change-email") return;
          const origin = publicOrigin(
            config,
            context?.headers?.get("host") ?? context?.request?.headers.get("host"),
          );
          const language = mailLanguageOf(await storedLanguage(db, { email }));
          await send(
            deps,
            "one-time code",
            oneTimeCodeMail(email, otp, type, origin, language).then((mail) => mailer.send(mail)),
          );
        },
      }),
      // Phone sign-up, sign-in, codes and reset (decision 032); their limits are in AUTH_RATE_RULES.
      ...phoneAuthPlugins(deps, hooks),
      twoFactor({
        issuer: "Ujamaa",
        backupCodeOptions: { amount: 10, length: 10 },
        otpOptions: phoneTwoFactorOptions(deps),
      }),
      ...oidcPlugins(config),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A check of codes against the authenticator secret of the session these request headers carry. */
export function totpVerifier(auth: Auth, headers: Headers): (code: string) => Promise<boolean> {
  return async (code) => {
    try {
      await auth.api.verifyTOTP({ body: { code }, headers });
      return true;
    } catch {
      return false;
    }
  };
}
