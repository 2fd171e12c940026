import type { Namespace } from "~/domain/languages/catalogs";
import { messagesOf, translatorOf } from "./messages.server";
import { pageLanguage } from "./page-language.server";

/**
 * What a page's loader adds to its data: the messages of the namespaces its components speak, in the
 * page's language (the root adds the layout's).
 */
export function pageMessages(request: Request, namespaces: readonly Namespace[]) {
  return messagesOf(pageLanguage(request), namespaces);
}

/** `t` on the server in the page's language, for the texts a loader writes (the page's title for `meta`). */
export function pageTranslator(request: Request, namespaces: readonly Namespace[]) {
  return translatorOf(pageLanguage(request), namespaces);
}
