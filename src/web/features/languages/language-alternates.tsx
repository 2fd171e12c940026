import { useLocation } from "react-router";
import { isLocalizedPath, LANGUAGES, languageOfPath, pathInLanguage } from "~/domain/languages/languages";

/**
 * `<link rel="alternate" hreflang>` for a public page in each language, and `x-default` for the English
 * one, with absolute addresses on the site's origin: search engines index each version (decision 062).
 * Nothing for pages with one path.
 */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const { path } = languageOfPath(pathname);
  if (!isLocalizedPath(path)) return null;
  const english = `${path}${search}`;
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={`${origin}${pathInLanguage(english, language)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${english}`} />
    </>
  );
}
