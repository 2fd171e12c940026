import { eq } from "drizzle-orm";
import {
  isLanguage,
  isLocalizedPath,
  LANGUAGE_COOKIE,
  type Language,
  languageOfPath,
  pathInLanguage,
  preferredLanguage,
} from "~/domain/languages/languages";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";

/** The `lang` cookie's value, when it names one of ours. */
function cookieLanguage(cookieHeader: string | null): Language | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The language of the page an account is created from (decision 062), to keep as the account's:
 * 1. the page that sent the request (Referer, on this site): /fr/auth registers a French account, /auth an
 *    English one. It is the language the person read the form in, cookie or not: a first visit sent to /fr/auth
 *    by Accept-Language has no cookie, and the site's Referrer-Policy (strict-origin-when-cross-origin) sends the
 *    whole path to its own origin;
 * 2. else the language chosen with the switcher (the `lang` cookie): a sign-up from an outside provider's
 *    callback (OIDC), whose Referer is the provider's;
 * 3. else the browser's Accept-Language; else none (English).
 */
export function signUpLanguage(headers: Headers | null | undefined): Language | null {
  if (!headers) return null;
  const referer = headers.get("referer");
  const host = headers.get("host");
  if (referer && host) {
    try {
      const page = new URL(referer);
      if (page.host === host) {
        const { language, path } = languageOfPath(page.pathname);
        if (language !== "en" || isLocalizedPath(path)) return language;
      }
    } catch {
      // Not a URL: read the next source.
    }
  }
  return cookieLanguage(headers.get("cookie")) ?? preferredLanguage(headers.get("accept-language"));
}

/** A user's stored language, or null when they chose none (or there is no such user). */
export async function storedLanguage(
  db: Db,
  by: { userId: string } | { email: string },
): Promise<Language | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where("userId" in by ? eq(users.id, by.userId) : eq(users.email, by.email.trim().toLowerCase()))
    .limit(1);
  return isLanguage(row?.language) ? row.language : null;
}

/** The language mail to a user is written in: theirs, English when they chose none. */
export const mailLanguageOf = (language: unknown): Language => (isLanguage(language) ? language : "en");

/** The language of a user as better-auth hands it (its additional field `language`). */
export const mailLanguageOfUser = (user: object): Language =>
  mailLanguageOf("language" in user ? user.language : null);

/** The `lang` cookie as the switcher writes it (a year, readable by the page's script). */
export const LANGUAGE_COOKIE_OPTIONS = {
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
  sameSite: "lax",
  httpOnly: false,
} as const;

/**
 * A link better-auth wrote (confirmation, password reset) landing, once followed, on the page in the recipient's
 * language: its `callbackURL` ("/auth?type=signup") becomes that page's path in the language
 * ("/fr/auth?type=signup"). English, and a callback that is not one of this site's paths, stay as they are.
 */
export function landingInLanguage(link: string, language: Language): string {
  if (language === "en") return link;
  const url = new URL(link);
  const callback = url.searchParams.get("callbackURL");
  if (!callback?.startsWith("/") || callback.startsWith("//")) return link;
  url.searchParams.set("callbackURL", pathInLanguage(callback, language));
  return url.toString();
}
