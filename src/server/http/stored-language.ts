import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { isLanguage, LANGUAGE_COOKIE, type Language } from "~/domain/languages/languages";
import type { Actor } from "~/server/policy";
import type { AppEnv } from "./app-env";

/**
 * A signed-in user's page request from a browser that has no `lang` cookie (cleared, or a session older than
 * the stored choice): the page is rendered as if the cookie held their stored language (pages with one path
 * follow the cookie, page-language.server.ts), and the answer sets the cookie again (`restore`), so the public
 * pages' redirect follows it too. Without anything to restore, the request as it came and no cookie.
 */
export async function withStoredLanguage(
  c: Context<AppEnv>,
  actor: Actor,
  storedLanguageOf: (userId: string) => Promise<Language | null>,
): Promise<{ request: Request; restore: (response: Response) => Response }> {
  const request = c.req.raw;
  const unchanged = { request, restore: (response: Response) => response };
  if (actor.kind !== "user" || isLanguage(getCookie(c, LANGUAGE_COOKIE))) return unchanged;
  const language = await storedLanguageOf(actor.userId);
  if (!language) return unchanged;
  const headers = new Headers(request.headers);
  const cookies = headers.get("cookie");
  headers.set("cookie", `${cookies ? `${cookies}; ` : ""}${LANGUAGE_COOKIE}=${language}`);
  // As the switcher writes it: a year, readable by the page's script, which may change it.
  const cookie = serialize(LANGUAGE_COOKIE, language, { path: "/", maxAge: 31_536_000, sameSite: "Lax" });
  return {
    request: new Request(request, { headers }),
    restore: (response) => {
      const answer = new Response(response.body, response);
      answer.headers.append("Set-Cookie", cookie);
      return answer;
    },
  };
}
