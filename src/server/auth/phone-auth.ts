import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { phoneOnlyEmail } from "~/domain/accounts/phone-countries";
import { isE164, parsePhoneInput } from "~/domain/accounts/phone-number";
import { isLanguage, type Language } from "~/domain/languages/languages";
import type { Config } from "~/server/config";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import type { Logger } from "~/server/logger";
import type { SmsMessage, SmsSender } from "~/server/sms/sms-sender";
import {
  accountExistsSms,
  numberInUseSms,
  resetCodeSms,
  signInCodeSms,
  signUpCodeSms,
  twoFactorCodeSms,
} from "~/server/sms/sms-texts";
import { CLIENT_IP_HEADER } from "./client-ip";
import { takePhoneCodeAllowance } from "./phone-code-allowance";
import { accountSlowedDown, assertNewPassword, signUpFullName } from "./sign-in-checks";
import { signUpLanguage } from "./user-language";

export type PhoneAuthDeps = { config: Config; db: Db; sms: SmsSender; logger: Logger };

/** The per-account slow-down of failed password sign-ins (AuthHooks), keyed here by the E.164 number. */
export type PhoneSignInHooks = {
  claimSignInAttempt(account: string, address: string | null): Promise<number>;
  onSignInSucceeded(account: string): Promise<void>;
};

/** How long a texted code is good for, and how many wrong tries it takes before the sixth is refused. */
export const PHONE_CODE_SECONDS = 300;
export const PHONE_CODE_ATTEMPTS = 5;

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";
export const MISSING_CODE_RECIPIENT = "You must provide either an email or phone number";

/** Paths whose body carries a phone number, normalised to E.164 before the endpoint runs. */
const PHONE_BODY_PATHS = new Set([
  "/sign-in/phone-number",
  "/sign-up/phone-number",
  "/phone-number/send-otp",
  "/phone-number/verify",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
]);

/** Paths that text a code to the number in the body: counted per number too. */
const CODE_SENDING_PATHS = new Set([
  "/sign-up/phone-number",
  "/phone-number/send-otp",
  "/phone-number/request-password-reset",
]);

const CREDENTIAL_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/sign-in/phone-number",
  "/sign-up/phone-number",
]);

/** better-auth's own code errors, said plainly; none tells whether a number has an account. */
const CODE_ERRORS: Record<string, string> = {
  INVALID_OTP: "That code is not valid.",
  OTP_NOT_FOUND: "That code is not valid. Ask for a new one.",
  OTP_EXPIRED: "That code has expired. Ask for a new one.",
  TOO_MANY_ATTEMPTS: "Too many wrong codes. Ask for a new one.",
  INVALID_PHONE_NUMBER_OR_PASSWORD: "Invalid phone number or password",
  PHONE_NUMBER_NOT_VERIFIED: "Invalid phone number or password",
};

const pendingSignUpId = (e164: string) => `phone-sign-up-${e164}`;
type PendingSignUp = { name: string; passwordHash: string };

function tooManyCodes(): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: "Too many codes sent to this number. Please try again later.", code: "TOO_MANY_CODES" },
    { "Retry-After": "600" },
  );
}

/**
 * The language a text message is written in: its recipient's account's (by user id, else by the number), else,
 * for a number with no account, the page the request came from (signUpLanguage: Referer, `lang` cookie,
 * Accept-Language), else English.
 */
export async function smsLanguage(
  db: Db,
  to: { userId: string } | { phone: string },
  headers?: Headers | null,
): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where("userId" in to ? eq(users.id, to.userId) : eq(users.phoneNumber, to.phone))
    .limit(1);
  if (row) return isLanguage(row.language) ? row.language : "en";
  return signUpLanguage(headers) ?? "en";
}

/** Sign-up, sign-in, codes and reset by phone (better-auth's phone-number plugin and our sign-up). */
export function phoneAuthPlugins(deps: PhoneAuthDeps, hooks: PhoneSignInHooks) {
  const { config, db } = deps;
  const text = async (message: SmsMessage) => {
    try {
      await deps.sms.send(message);
    } catch (error) {
      deps.logger.error({ err: error }, "could not queue a text message");
    }
  };

  const signUp = {
    id: "ujamaa-phone-sign-up",
    init() {
      return {
        options: {
          databaseHooks: {
            user: {
              create: {
                // The name typed at sign-up, kept with the pending sign-up, goes on the new account.
                async before(user, ctx) {
                  const phone = (user as { phoneNumber?: string | null }).phoneNumber;
                  if (!phone || !ctx) return;
                  const pending = await ctx.context.internalAdapter.findVerificationValue(
                    pendingSignUpId(phone),
                  );
                  if (!pending) return;
                  const { name } = JSON.parse(pending.value) as PendingSignUp;
                  return { data: { ...user, name } };
                },
              },
            },
          },
        },
      };
    },
    endpoints: {
      /**
       * POST /sign-up/phone-number { phoneNumber, password, name }: texts a code; the account is
       * made when /phone-number/verify gets it. The answer is the same for a number already taken,
       * whose owner is texted instead.
       */
      signUpPhoneNumber: createAuthEndpoint(
        "/sign-up/phone-number",
        {
          method: "POST",
          body: z.object({ phoneNumber: z.string(), password: z.string(), name: z.string() }),
        },
        async (ctx) => {
          const { phoneNumber: phone, password, name } = ctx.body;
          const existing = await ctx.context.adapter.findOne<{ id: string }>({
            model: "user",
            where: [{ field: "phoneNumber", value: phone }],
          });
          if (existing) {
            await text(
              accountExistsSms(phone, config.baseUrl, await smsLanguage(db, { userId: existing.id })),
            );
            return ctx.json({ status: true });
          }
          const passwordHash = await ctx.context.password.hash(password);
          const expiresAt = new Date(Date.now() + PHONE_CODE_SECONDS * 1000);
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(pendingSignUpId(phone));
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: pendingSignUpId(phone),
            value: JSON.stringify({ name, passwordHash } satisfies PendingSignUp),
            expiresAt,
          });
          // The phone-number plugin's own code, under its identifier, so /phone-number/verify checks it.
          const code = Array.from(crypto.getRandomValues(new Uint32Array(6)), (n) => n % 10).join("");
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(`phone-number-otp-${phone}`);
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: `phone-number-otp-${phone}`,
            value: `${code}:0`,
            expiresAt,
          });
          await text(signUpCodeSms(phone, code, await smsLanguage(db, { phone }, ctx.headers)));
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => CREDENTIAL_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
            if (!(filled(body.email) || filled(body.phoneNumber)) || !filled(body.password)) {
              throw new APIError("BAD_REQUEST", {
                message: MISSING_CREDENTIALS,
                code: "MISSING_CREDENTIALS",
              });
            }
          }),
        },
        {
          matcher: (ctx) =>
            ctx.path === "/phone-number/send-otp" || ctx.path === "/email-otp/send-verification-otp",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
            if (!filled(body.email) && !filled(body.phoneNumber)) {
              throw new APIError("BAD_REQUEST", {
                message: MISSING_CODE_RECIPIENT,
                code: "MISSING_CREDENTIALS",
              });
            }
          }),
        },
        {
          matcher: (ctx) => PHONE_BODY_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body = { ...((ctx.body ?? {}) as Record<string, unknown>) };
            const parsed = parsePhoneInput(body.phoneNumber, body.country);
            if (!parsed.ok) {
              throw new APIError("BAD_REQUEST", {
                message: parsed.message,
                code: "INVALID_PHONE_NUMBER",
                field: "phoneNumber",
              });
            }
            body.phoneNumber = parsed.e164;
            delete body.country;
            const field =
              ctx.path === "/sign-up/phone-number"
                ? "password"
                : ctx.path === "/phone-number/reset-password"
                  ? "newPassword"
                  : null;
            if (field) assertNewPassword(body, field);
            if (ctx.path === "/sign-up/phone-number") body.name = signUpFullName(body.name);
            if (ctx.path === "/sign-in/phone-number" && config.authRateLimit) {
              const wait = await hooks.claimSignInAttempt(
                parsed.e164,
                ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
              );
              if (wait > 0) throw accountSlowedDown(wait);
            }
            if (CODE_SENDING_PATHS.has(ctx.path ?? "") && config.authRateLimit) {
              if (!(await takePhoneCodeAllowance(db, parsed.e164))) throw tooManyCodes();
            }
            return { context: { ...ctx, body } };
          }),
        },
      ],
      after: [
        {
          // Password sign-ins are counted per number (across addresses) as they are claimed; a success forgets them.
          matcher: (ctx) => ctx.path === "/sign-in/phone-number",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const parsed = parsePhoneInput(body.phoneNumber, body.country);
            if (!config.authRateLimit || !parsed.ok) return;
            const phone = parsed.e164;
            const returned = ctx.context.returned;
            if (!(returned instanceof APIError)) await hooks.onSignInSucceeded(phone);
          }),
        },
        {
          matcher: (ctx) => PHONE_BODY_PATHS.has(ctx.path ?? "") || ctx.path === "/two-factor/verify-otp",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!(returned instanceof APIError)) return;
            const code = (returned.body as { code?: string } | undefined)?.code ?? "";
            const message = CODE_ERRORS[code];
            if (!message) return;
            throw new APIError(returned.status, { message, code });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  const phone = phoneNumber({
    otpLength: 6,
    expiresIn: PHONE_CODE_SECONDS,
    allowedAttempts: PHONE_CODE_ATTEMPTS,
    requireVerification: true,
    phoneNumberValidator: (value) => isE164(value),
    // A sign-in code goes only to a number with an account; a signed-in person adding a number
    // gets one unless the number is another account's (its owner is told instead). Either way
    // the answer is the same, so it tells no one whether a number has an account.
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      const owner = await ctx?.context.adapter.findOne<{ id: string }>({
        model: "user",
        where: [{ field: "phoneNumber", value: to }],
      });
      const session = ctx ? await getSessionFromCtx(ctx).catch(() => null) : null;
      if (session) {
        if (owner && owner.id !== session.user.id)
          await text(numberInUseSms(to, await smsLanguage(db, { userId: owner.id })));
        else await text(signInCodeSms(to, code, await smsLanguage(db, { userId: session.user.id })));
        return;
      }
      if (owner) await text(signInCodeSms(to, code, await smsLanguage(db, { userId: owner.id })));
    },
    sendPasswordResetOTP: async ({ phoneNumber: to, code }, ctx) =>
      text(resetCodeSms(to, code, await smsLanguage(db, { phone: to }, ctx?.headers))),
    signUpOnVerification: { getTempEmail: phoneOnlyEmail, getTempName: (e164) => e164 },
    // A new account's password, kept hashed with the pending sign-up, is set once its number is proven.
    callbackOnVerification: async ({ phoneNumber: to, user }, ctx) => {
      if (!ctx) return;
      const pending = await ctx.context.internalAdapter.findVerificationValue(pendingSignUpId(to));
      if (!pending) return;
      await ctx.context.internalAdapter.deleteVerificationByIdentifier(pendingSignUpId(to));
      if (pending.expiresAt < new Date()) return;
      const existing = await ctx.context.internalAdapter.findCredentialAccount(user.id);
      if (existing) return;
      const { passwordHash } = JSON.parse(pending.value) as PendingSignUp;
      await ctx.context.internalAdapter.createAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: passwordHash,
      });
    },
  });

  return [signUp, phone] as const;
}

/**
 * The two-factor plugin's `otpOptions`: its codes go by SMS to the account's verified number
 * (factor_type phone). An account without one gets none.
 */
export function phoneTwoFactorOptions(deps: PhoneAuthDeps) {
  return {
    period: PHONE_CODE_SECONDS / 60,
    allowedAttempts: PHONE_CODE_ATTEMPTS,
    storeOTP: "hashed" as const,
    async sendOTP({ user, otp }: { user: object; otp: string }) {
      const {
        id,
        phoneNumber: to,
        phoneNumberVerified,
      } = user as {
        id?: string;
        phoneNumber?: string | null;
        phoneNumberVerified?: boolean;
      };
      if (!to || !phoneNumberVerified) return;
      if (deps.config.authRateLimit && !(await takePhoneCodeAllowance(deps.db, to))) throw tooManyCodes();
      try {
        const language = await smsLanguage(deps.db, id ? { userId: id } : { phone: to });
        await deps.sms.send(twoFactorCodeSms(to, otp, language));
      } catch (error) {
        deps.logger.error({ err: error }, "could not queue a text message");
      }
    },
  };
}
