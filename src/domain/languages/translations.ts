import type { Language } from "./languages";

/**
 * A namespace's messages (decision 062): the English texts, each its own id, in ICU MessageFormat
 * ("{count, plural, one {# review} other {# reviews}}"), and the same ids in each other language.
 * English is the spec's text exactly; the others say the same as a native speaker would.
 */
export type Translations<Ids extends readonly string[]> = { readonly [Id in Ids[number]]: string };

export type Catalog<Ids extends readonly string[]> = {
  readonly ids: Ids;
} & { readonly [L in Exclude<Language, "en">]: Translations<Ids> };

/** A namespace's catalog: its English ids and their translations, every id in every language. */
export const catalog = <const Ids extends readonly string[]>(
  ids: Ids,
  translations: { readonly [L in Exclude<Language, "en">]: Translations<Ids> },
): Catalog<Ids> => ({ ids, ...translations });
