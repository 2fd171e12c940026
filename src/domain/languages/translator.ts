import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type MessageId, NAMESPACES, type Namespace } from "./catalogs";
import type { Language } from "./languages";
import { type CompiledMessages, readMessage } from "./read-message";

const compiled = new Map<string, CompiledMessages>();

/** One namespace in one language, compiled once per process (no message parser reaches the browser). */
function compiledNamespace(language: Language, namespace: Namespace): CompiledMessages {
  const key = `${language}:${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source = NAMESPACES[namespace];
    const texts: Record<string, string> = language === "en" ? {} : source[language];
    messages = Object.fromEntries(source.ids.map((id) => [id, compileMessage(texts[id] ?? id)]));
    compiled.set(key, messages);
  }
  return messages;
}

/** The namespaces' messages in `language`, compiled: what a page's loader hands its components. */
export function messagesOf(language: Language, namespaces: readonly Namespace[]): CompiledMessages {
  return Object.assign({}, ...namespaces.map((namespace) => compiledNamespace(language, namespace)));
}

/**
 * `t(id, values)` on the server: the namespaces' messages in `language` (a page's title, an e-mail). An id the
 * namespaces do not hold reads as itself.
 */
export function translatorOf<Id extends string = MessageId>(
  language: Language,
  namespaces: readonly Namespace[],
): (id: Id, values?: Record<string, unknown>) => string {
  const messages = messagesOf(language, namespaces);
  return (id, values) => {
    const message = messages[id];
    return message ? readMessage(message, values, language) : id;
  };
}
