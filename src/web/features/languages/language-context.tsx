import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from "~/domain/languages/languages";
import { formatDayIn, formatDollarsIn, formatNumberIn } from "~/domain/languages/local-format";

type LanguageState = { language: Language; i18n: I18n };

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * The page's language and its messages (compiled on the server, merged from the root's and the page's
 * loaders): every text below it comes through `useT`.
 */
export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const state = useMemo(
    () => ({ language, i18n: setupI18n({ locale: language, messages: { [language]: messages } }) }),
    [language, messages],
  );
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** The page's language ("en" outside a provider, as in component tests). */
export function useLanguage(): Language {
  return useContext(LanguageContext)?.language ?? DEFAULT_LANGUAGE;
}

/**
 * `t(id, values)`: a message of the catalogues in the page's language. An id is the English text; a message
 * the page did not load reads as that text, its plain `{name}` values put in.
 */
export function useT(): Translate {
  const state = useContext(LanguageContext);
  return useCallback<Translate>(
    (id, values) => {
      const { i18n } = state ?? english();
      // A message the page did not load is its English id; its plain values are put in (a production
      // build has no compiler to read the id as a message).
      if (state && !(id in i18n.messages)) return putValues(id, values);
      return i18n._(id, values);
    },
    [state],
  );
}

/** `{name}` values put into an English id; a plural or select stays as written. */
function putValues(id: string, values?: Record<string, unknown>): string {
  if (!values) return id;
  return id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

let englishOnly: LanguageState | undefined;
/**
 * Outside a provider (component tests): English, each id compiled as it is asked (Lingui compiles
 * messages itself outside production builds).
 */
function english(): LanguageState {
  englishOnly ??= { language: DEFAULT_LANGUAGE, i18n: setupI18n({ locale: "en", messages: { en: {} } }) };
  return englishOnly;
}

/** `to(path)`: an English path of the site as the page's language has it ("/businesses" → "/fr/businesses"). */
export function useLocalPath(): (englishPath: string) => string {
  const language = useLanguage();
  return useCallback((englishPath: string) => pathInLanguage(englishPath, language), [language]);
}

/** Dates, numbers and dollars in the page's language (src/domain/languages/local-format.ts). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      day: (at: Date | string) => formatDayIn(at, language),
      number: (value: number, fractionDigits = 0) => formatNumberIn(value, language, fractionDigits),
      dollars: (amount: number) => formatDollarsIn(amount, language),
    }),
    [language],
  );
}
