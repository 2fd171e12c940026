import type { Language } from "~/domain/languages/languages";
import { LOCALES } from "~/domain/languages/local-format";
import { formatEnglishNumber } from "~/domain/shared/english-format";

/**
 * A message as Lingui's compiler writes it on the server (messages.server.ts): text, `[name]` values, and
 * `[name, "plural" | "selectordinal" | "select", choices]`. The browser reads it with `readMessage`, which
 * does what Lingui's runtime does for these forms (decision 062: its runtime did not fit the 150 kB budget).
 */
export type CompiledMessage = (string | [string, string?, unknown?])[];
export type CompiledMessages = Record<string, CompiledMessage>;

type Choices = Record<string, CompiledMessage> & { offset?: number };

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let found = rules.get(key);
  if (!found) {
    found = new Intl.PluralRules(locale, { type });
    rules.set(key, found);
  }
  return found;
}
function formatNumber(locale: string, value: number): string {
  if (locale === LOCALES.en) return formatEnglishNumber(value);
  let found = numbers.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(locale);
    numbers.set(locale, found);
  }
  return found.format(value);
}

function render(
  tokens: CompiledMessage,
  values: Record<string, unknown>,
  locale: string,
  count?: string,
): string {
  let out = "";
  for (const token of tokens) {
    if (typeof token === "string") {
      out += token === "#" && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === "plural" || type === "selectordinal") {
      const choices = format as Choices;
      const n = Number(value) - (choices.offset ?? 0);
      const form = pluralRules(locale, type === "plural" ? "cardinal" : "ordinal").select(n);
      const chosen = choices[String(value)] ?? choices[form] ?? choices.other;
      if (chosen) out += render(chosen, values, locale, formatNumber(locale, n));
    } else if (type === "select") {
      const choices = format as Choices;
      const chosen = choices[String(value)] ?? choices.other;
      if (chosen) out += render(chosen, values, locale, count);
    } else if (type === "number") {
      out += formatNumber(locale, Number(value));
    } else if (value !== undefined && value !== null) {
      out += String(value);
    }
  }
  return out;
}

/** A compiled message with its values, in `language` (its plural rules and digits). */
export function readMessage(
  message: CompiledMessage,
  values: Record<string, unknown> | undefined,
  language: Language,
): string {
  return render(message, values ?? {}, LOCALES[language]);
}
