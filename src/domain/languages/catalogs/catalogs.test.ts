import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/domain/languages/languages";
import { NAMESPACES } from "./index";

/** The names of a message's values ("{count, plural, …}", "{name}"), sorted. */
function valuesOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, , format] = token;
      if (name !== "#" && name) names.add(name);
      if (format && typeof format === "object" && !Array.isArray(format)) {
        for (const [key, choice] of Object.entries(format))
          if (key !== "offset" && Array.isArray(choice)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe("the message catalogues", () => {
  for (const [name, catalog] of Object.entries(NAMESPACES)) {
    it(`${name}: every language has every English message, with the same values, and no other`, () => {
      expect(new Set(catalog.ids).size, "an id twice").toBe(catalog.ids.length);
      for (const language of LANGUAGES) {
        if (language === "en") continue;
        const translations = catalog[language] as Record<string, string>;
        expect(Object.keys(translations).sort(), `${name} in ${language}`).toEqual([...catalog.ids].sort());
        for (const id of catalog.ids) {
          const text = translations[id]!;
          expect(text.trim(), `${name} in ${language}: "${id}" is empty`).not.toBe("");
          expect(valuesOf(text), `${name} in ${language}: "${id}"`).toEqual(valuesOf(id));
        }
      }
    });
  }
});
