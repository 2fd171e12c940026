import { Link, useLocation, useRouteLoaderData } from "react-router";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  languageOfPath,
  pathInLanguage,
} from "~/domain/languages/languages";
import { Icon } from "~/web/components/ui/icon";
import { cn } from "~/web/lib/cn";
import { useLanguage, useT } from "./language-context";

/**
 * Keeps the choice for a year, so that the next visit and the pages with one path follow it; a signed-in
 * user's is stored with their account too (PUT /api/v1/me/language), so that their e-mails and their other
 * browsers follow it. The API client loads only then, keeping it out of every page's first JavaScript.
 */
function remember(language: Language, signedIn: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, read by the server.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  if (signedIn)
    void import("~/web/lib/api/me")
      .then(({ saveLanguage }) => saveLanguage(language))
      // The cookie holds the choice on this browser whatever happens; the account keeps the last one stored.
      .catch(() => undefined);
}

/** Whether someone is signed in, from the root loader's data (the session's user). */
function useSignedIn(): boolean {
  return Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
}

/** The page in each language: the same page, its query kept. */
function useAlternates() {
  const { pathname, search } = useLocation();
  const englishPath = `${languageOfPath(pathname).path}${search}`;
  return LANGUAGES.map((language) => ({ language, to: pathInLanguage(englishPath, language) }));
}

function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName: string }) {
  const current = useLanguage();
  const signedIn = useSignedIn();
  return (
    <ul className={className}>
      {useAlternates().map(({ language, to }) => (
        <li key={language}>
          <Link
            to={to}
            lang={language}
            hrefLang={language}
            aria-current={language === current ? "true" : undefined}
            onClick={() => remember(language, signedIn)}
            className={cn(linkClassName, language === current && "font-semibold underline")}
          >
            {LANGUAGE_NAMES[language]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The footer's switcher: the four languages by name. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("Language")}</h2>
      <LanguageLinks
        className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm"
        linkClassName="hover:text-white hover:underline"
      />
    </div>
  );
}

/** The header's switcher: a globe and the language's code, opening the four languages. */
export function HeaderLanguageMenu() {
  const t = useT();
  const current = useLanguage();
  const { key } = useLocation();
  return (
    // Keyed by the location: a chosen language (a navigation) closes it.
    <details key={key} className="relative">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-brand-700">
        <Icon name="globe" className="h-4 w-4" />
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="sr-only">
          {t("Language")}: {LANGUAGE_NAMES[current]}
        </span>
      </summary>
      <LanguageLinks
        className="absolute end-0 z-40 mt-2 flex w-40 flex-col gap-1 rounded-md bg-brand-800 p-2 shadow-lg"
        linkClassName="block rounded-md px-3 py-2 text-sm text-brand-50 hover:bg-brand-700"
      />
    </details>
  );
}
