import {
  isLanguage,
  isLocalizedPath,
  LANGUAGE_COOKIE,
  type Language,
  languageOfPath,
} from "~/domain/languages/languages";

/** The language a visitor chose with the switcher (its cookie), if any. */
export function chosenLanguage(cookieHeader: string | null): Language | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The language a page is shown in: a public page's by its path (/fr/… French, no prefix English); a page
 * with one path (signed-in, admin) in the visitor's chosen language.
 */
export function pageLanguage(request: Request): Language {
  const { language, path } = languageOfPath(new URL(request.url).pathname);
  if (language !== "en" || isLocalizedPath(path)) return language;
  return chosenLanguage(request.headers.get("Cookie")) ?? language;
}
