import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  isLanguage,
  isLocalizedPath,
  LANGUAGE_COOKIE,
  pathInLanguage,
  preferredLanguage,
} from "~/domain/languages/languages";
import type { AppEnv } from "./app-env";

/**
 * A public page asked for at its English path by someone who reads another language (decision 062): the
 * language they chose with the switcher (its cookie), else, on a first visit, the one their browser asks
 * for (Accept-Language). Answers the page's path in that language, or null to render the English page.
 * Before the page cache, so a kept English page only reaches those who read English.
 */
export function languageRedirect(c: Context<AppEnv>): string | null {
  if (c.req.method !== "GET" || !isLocalizedPath(c.req.path)) return null;
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  const language = isLanguage(chosen) ? chosen : preferredLanguage(c.req.header("accept-language"));
  if (!language || language === "en") return null;
  const url = new URL(c.req.url);
  return pathInLanguage(`${url.pathname}${url.search}`, language);
}
