import { compileMessage } from "@lingui/message-utils/compileMessage";
import { NAMESPACES } from "./catalogs";
import type { Language } from "./languages";

const plainTexts = new Map<Language, Map<string, string>>();

/**
 * Every catalogue's messages without values (an error's message, a check's message) in `language`, by their
 * English text. A message with values ("{count, plural…}") is formatted before it is thrown, so it is left out.
 */
function plainTextsOf(language: Language): Map<string, string> {
  let texts = plainTexts.get(language);
  if (texts) return texts;
  texts = new Map();
  for (const catalog of Object.values(NAMESPACES)) {
    const translations: Record<string, string> =
      language === "en" ? {} : (catalog[language] as Record<string, string>);
    for (const id of catalog.ids as readonly string[]) {
      if (texts.has(id)) continue;
      const compiled = compileMessage(translations[id] ?? id);
      if (typeof compiled === "string") texts.set(id, compiled);
      else if (compiled.every((token) => typeof token === "string")) texts.set(id, compiled.join(""));
    }
  }
  plainTexts.set(language, texts);
  return texts;
}

/**
 * An English text of the catalogues (an API error's message) in `language`; a text the catalogues do not hold
 * (one with values put in) stays English.
 */
export function textIn(language: Language, english: string): string {
  if (language === "en") return english;
  return plainTextsOf(language).get(english) ?? english;
}

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A catalogue message whose values are plain (`{tier}`, not plurals) in `language`, its values put in: an
 * error message built from values. A message the catalogues do not hold is its English id.
 */
export function textWithValues(language: Language, id: string, values: MessageValues): string {
  const translated = language === "en" ? id : (translationsOf(language).get(id) ?? id);
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const translations = new Map<Language, Map<string, string>>();
function translationsOf(language: Exclude<Language, "en">): Map<string, string> {
  let found = translations.get(language);
  if (!found) {
    found = new Map();
    for (const catalog of Object.values(NAMESPACES))
      for (const [id, text] of Object.entries(catalog[language] as Record<string, string>))
        if (!found.has(id)) found.set(id, text);
    translations.set(language, found);
  }
  return found;
}
