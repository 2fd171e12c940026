import { compileMessage } from "@lingui/message-utils/compileMessage";
import { NAMESPACES, type Namespace } from "~/domain/languages/catalogs";
import type { Language } from "~/domain/languages/languages";
import type { CompiledMessage, CompiledMessages } from "~/domain/languages/read-message";
import { messagesOf as compiledMessagesOf } from "~/domain/languages/translator";

/** Compiled and read in the domain, where the e-mails read them too. */
export { translatorOf } from "~/domain/languages/translator";

/**
 * The namespaces' messages in `language`, compiled, as a page's loader sends them. In English a message
 * the browser reads the same from its id (plain text and `{name}` values: the id is the English text) is
 * left out, so an English page does not carry each of its texts twice.
 */
export function messagesOf(language: Language, namespaces: readonly Namespace[]): CompiledMessages {
  if (language !== "en") return compiledMessagesOf(language, namespaces);
  return Object.assign({}, ...namespaces.map(englishToSend));
}

const englishSent = new Map<Namespace, CompiledMessages>();
function englishToSend(namespace: Namespace): CompiledMessages {
  let messages = englishSent.get(namespace);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(compiledMessagesOf("en", [namespace])).filter(
        ([id, message]) => !readsAsItsId(id, message),
      ),
    );
    englishSent.set(namespace, messages);
  }
  return messages;
}

/** Whether the message is its id with nothing to format: text and plain `{name}` values only. */
function readsAsItsId(id: string, message: CompiledMessage): boolean {
  let text = "";
  for (const token of message) {
    if (typeof token === "string") text += token;
    else if (token.length === 1) text += `{${token[0]}}`;
    else return false;
  }
  return text === id;
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
