/**
 * The site's languages (decision 062): English at the spec's routes, French, Spanish and Arabic under a
 * prefix of their own (/fr/businesses, /ar/business/{id}). Arabic reads right to left.
 */
export const LANGUAGES = ["en", "fr", "es", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language in its own words, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  ar: "العربية",
};

/** The cookie a visitor's choice is kept in (a year), read before Accept-Language. */
export const LANGUAGE_COOKIE = "lang";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): "ltr" | "rtl" => (language === "ar" ? "rtl" : "ltr");

/**
 * The public pages that have a version in each language: their English paths. Signed-in and admin pages
 * keep one path and follow the user's choice.
 */
const LOCALIZED = [
  /^\/$/,
  /^\/businesses$/,
  /^\/directory$/,
  /^\/business\/[^/]+$/,
  /^\/auth$/,
  /^\/opportunities$/,
  /^\/opportunities\/[^/]+$/,
  /^\/verify(?:\/[^/]+)?$/,
  /^\/about$/,
  /^\/contact$/,
  /^\/privacy-policy$/,
  /^\/terms-of-use$/,
  /^\/cookie-policy$/,
  /^\/eula$/,
];

/** The English path of a page with language versions (the path without its prefix). */
export const isLocalizedPath = (englishPath: string): boolean => LOCALIZED.some((re) => re.test(englishPath));

/** A path's language (by its prefix) and the path without it: "/fr/businesses" → fr, "/businesses". */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/(fr|es|ar)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1] as Language, path: match[2] || "/" };
}

/**
 * An English path in `language`: prefixed when the page has language versions ("/businesses" →
 * "/fr/businesses", "/" → "/fr"), as it is otherwise. A query or hash stays.
 */
export function pathInLanguage(englishPath: string, language: Language): string {
  const cut = englishPath.search(/[?#]/);
  const path = cut === -1 ? englishPath : englishPath.slice(0, cut);
  const rest = cut === -1 ? "" : englishPath.slice(cut);
  if (language === DEFAULT_LANGUAGE || !isLocalizedPath(path)) return englishPath;
  return `/${language}${path === "/" ? "" : path}${rest}`;
}

/** The supported language an Accept-Language header prefers most (by its q-values), or null. */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { base } of ranked) if (isLanguage(base)) return base;
  return null;
}
