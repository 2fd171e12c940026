import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type MessageId, NAMESPACES, type Namespace } from "~/domain/languages/catalogs";
import type { Language } from "~/domain/languages/languages";
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

/** The messages a page's loader hands its components, in the page's language. */
export function messagesOf(language: Language, namespaces: readonly Namespace[]): CompiledMessages {
  return Object.assign({}, ...namespaces.map((namespace) => compiledNamespace(language, namespace)));
}

/**
 * `t(id, values)` on the server, for what a loader writes itself (a page's title and description for
 * `meta`): the namespaces' messages in `language`.
 */
export function translatorOf(language: Language, namespaces: readonly Namespace[]) {
  const messages = messagesOf(language, namespaces);
  return (id: MessageId, values?: Record<string, unknown>): string => {
    const message = messages[id];
    return message ? readMessage(message, values, language) : id;
  };
}

let englishArguments: CompiledMessages | undefined;
/**
 * The English messages of every namespace that format a value (plurals, selects, numbers), compiled: the
 * root sends them under every page's own messages, so a component on a page that did not load its
 * namespace still reads in correct English ("1 review", not the message's source).
 */
export function englishFormattedMessages(): CompiledMessages {
  englishArguments ??= Object.fromEntries(
    Object.values(NAMESPACES)
      .flatMap((catalog) => catalog.ids as readonly string[])
      .filter((id) => /\{\w+\s*,/.test(id))
      .map((id) => [id, compileMessage(id)]),
  );
  return englishArguments;
}
