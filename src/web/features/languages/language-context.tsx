import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from "~/domain/languages/languages";
import { formatDayIn, formatDollarsIn, formatNumberIn } from "~/domain/languages/local-format";
import { type CompiledMessage, type CompiledMessages, readAsId, readMessage } from "./read-message";

type LanguageState = { language: Language; messages: CompiledMessages };

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
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const state = useMemo(() => ({ language, messages }), [language, messages]);
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
      const message = state?.messages[id] ?? compileForTests?.(id);
      return message
        ? readMessage(message, values, state?.language ?? DEFAULT_LANGUAGE)
        : readAsId(id, values);
    },
    [state],
  );
}

let compileForTests: ((id: string) => CompiledMessage) | undefined;
/**
 * Component tests render without a page around them: their set-up hands in Lingui's compiler, so an id
 * reads as English with its values (tests/support/dom-setup.ts). Never called by the app.
 */
export function compileEnglishIdsWith(compile: (id: string) => CompiledMessage) {
  compileForTests = compile;
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
