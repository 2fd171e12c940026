import type { ReactNode } from "react";
import type { Namespace } from "~/domain/languages/catalogs";
import type { Language } from "~/domain/languages/languages";
import { LanguageProvider } from "~/web/features/languages/language-context";
import { messagesOf } from "~/web/features/languages/messages.server";

/**
 * `children` as a page in `language` shows them: the root's namespaces and the page's, compiled as the
 * loaders compile them.
 */
export function inLanguage(language: Language, namespaces: readonly Namespace[], children: ReactNode) {
  const messages = messagesOf(language, ["layout", "categories", "privacy", ...namespaces]);
  return (
    <LanguageProvider language={language} messages={messages}>
      {children}
    </LanguageProvider>
  );
}
